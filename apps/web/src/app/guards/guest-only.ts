import { redirect } from 'react-router';
import { paths } from '../../shared/lib/paths.ts';
import { tokenStore } from '../../shared/session/token.ts';

/** §2: a signed-in user who opens /login or /register goes to the home page. */
export function guestOnlyLoader(): null {
  if (tokenStore.get()) throw redirect(paths.dashboard);
  return null;
}
