import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { pathOf } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { CabinetUnreachableError, isAuthorizationFailure } from '../../shared/session/cabinet-unreachable.ts';
import { currentOperatorQuery } from '../../shared/session/current-operator.ts';
import { tokenStore } from '../../shared/session/token.ts';

/**
 * The back office: operators only. No token → /login; refused (a seller's token, or an ended one) → the seller's
 * cabinet, whose guard tells them apart; any other failure keeps the token and tries again (as requireUserLoader).
 * The back office's first page is its home page, what waits at the desks the operator's roles open.
 */
export async function requireOperatorLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!tokenStore.get()) throw redirect(loginUrl(pathOf(request.url)));
  try {
    await queryClient.ensureQueryData(currentOperatorQuery());
  } catch (err) {
    if (!isAuthorizationFailure(err)) throw new CabinetUnreachableError(err);
    throw redirect(paths.dashboard);
  }
  return null;
}
