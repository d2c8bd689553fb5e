import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiError } from '../../shared/api/api-error.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { pathOf } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { currentOperatorQuery } from '../../shared/session/current-operator.ts';
import { CabinetUnreachableError, isAuthorizationFailure } from '../../shared/session/cabinet-unreachable.ts';
import { currentUserQuery, sessionKeys } from '../../shared/session/current-user.ts';
import { tokenStore } from '../../shared/session/token.ts';
import { notifyError } from '../../shared/ui/notify.ts';

/** Whether a caller refused the seller's cabinet is an operator; a transient failure of that check is passed on. */
async function isOperator(err: ApiError): Promise<boolean> {
  if (err.status !== 403 || err.sessionEnded) return false;
  try {
    await queryClient.ensureQueryData(currentOperatorQuery());
    return true;
  } catch (operatorError) {
    if (isAuthorizationFailure(operatorError)) return false;
    throw new CabinetUnreachableError(operatorError);
  }
}

/**
 * The signed-in part of the app (§2, §4): no token → /login?cameFrom=<path>; a token → the user is loaded
 * before any page renders. Refused (401/403) → the token is dropped and the user signs in again (§8). Any other
 * failure (a 429, a 5xx, no connection) keeps the token: the route's error boundary says the cabinet could not be
 * reached and tries again.
 */
export async function requireUserLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const cameFrom = pathOf(request.url);
  if (!tokenStore.get()) throw redirect(loginUrl(cameFrom));
  try {
    await queryClient.ensureQueryData(currentUserQuery());
  } catch (err) {
    if (!isAuthorizationFailure(err)) throw new CabinetUnreachableError(err);
    // An operator's token opens the back office instead of a seller's cabinet.
    if (await isOperator(err)) throw redirect(paths.ops);
    tokenStore.clear();
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    notifyError(i18n.t('errors.authorization'));
    throw redirect(loginUrl(cameFrom));
  }
  return null;
}
