import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { pathOf } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { currentOperatorQuery } from '../../shared/session/current-operator.ts';
import { tokenStore } from '../../shared/session/token.ts';

/** The back office: operators only. No token → /login; a seller's token → the seller's cabinet. */
export async function requireOperatorLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!tokenStore.get()) throw redirect(loginUrl(pathOf(request.url)));
  try {
    await queryClient.ensureQueryData(currentOperatorQuery());
  } catch {
    throw redirect(paths.dashboard);
  }
  return null;
}
