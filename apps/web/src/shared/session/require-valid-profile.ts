import { redirect } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { accountEditUrl } from '../lib/paths.ts';
import { currentUserQuery } from './current-user.ts';

/** Where a seller is sent to complete the profile; the page explains why from this parameter. */
export const profileRequiredUrl = accountEditUrl('personal_data');

/**
 * A loader for routes that need a validated profile (§2 guards, §5 rule): the signed-in guard has loaded the user
 * already; while the rule fails, the seller goes to /account/edit instead — the same place a 403
 * `{ mandatory_field: 'personal_data' }` from the API leads (§7).
 */
export async function requireValidProfile(): Promise<null> {
  const user = await queryClient.ensureQueryData(currentUserQuery());
  if (!user.profile_valid) throw redirect(profileRequiredUrl);
  return null;
}
