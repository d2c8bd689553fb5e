import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { pathOf } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { currentOperatorQuery } from '../../shared/session/current-operator.ts';
import { currentUserQuery, sessionKeys } from '../../shared/session/current-user.ts';
import { tokenStore } from '../../shared/session/token.ts';
import { notifyError } from '../../shared/ui/notify.ts';

async function isOperator(err: unknown): Promise<boolean> {
  if (!(err instanceof ApiError) || err.status !== 403 || err.sessionEnded) return false;
  try {
    await queryClient.ensureQueryData(currentOperatorQuery());
    return true;
  } catch {
    return false;
  }
}

/**
 * The signed-in part of the app (§2, §4): no token → /login?cameFrom=<path>; a token → the user is loaded
 * before any page renders; the user cannot be loaded → the token is dropped and the user signs in again (§8).
 */
export async function requireUserLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const cameFrom = pathOf(request.url);
  if (!tokenStore.get()) throw redirect(loginUrl(cameFrom));
  try {
    await queryClient.ensureQueryData(currentUserQuery());
  } catch (err) {
    // An operator's token opens the back office instead of a seller's cabinet.
    if (await isOperator(err)) throw redirect(paths.ops);
    tokenStore.clear();
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    notifyError(i18n.t('errors.authorization'));
    throw redirect(loginUrl(cameFrom));
  }
  return null;
}
