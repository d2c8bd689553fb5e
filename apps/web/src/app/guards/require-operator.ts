import { redirect, type LoaderFunctionArgs } from 'react-router';
import { holdsOpsRole } from '@cabinet/contracts/permissions';
import { queryClient } from '../../shared/api/query-client.ts';
import { pathOf } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { CabinetUnreachableError, isAuthorizationFailure } from '../../shared/session/cabinet-unreachable.ts';
import { currentOperatorQuery } from '../../shared/session/current-operator.ts';
import { tokenStore } from '../../shared/session/token.ts';
import { opsMenu } from '../layout/ops-navigation.ts';

/**
 * The back office: operators only. No token → /login; refused (a seller's token, or an ended one) → the seller's
 * cabinet, whose guard tells them apart; any other failure keeps the token and tries again (as requireUserLoader).
 * The back office's first page is the sellers' accounts; an operator whose roles do not open it starts at the first
 * desk they do open.
 */
export async function requireOperatorLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!tokenStore.get()) throw redirect(loginUrl(pathOf(request.url)));
  let roles;
  try {
    roles = (await queryClient.ensureQueryData(currentOperatorQuery())).ops_roles;
  } catch (err) {
    if (!isAuthorizationFailure(err)) throw new CabinetUnreachableError(err);
    throw redirect(paths.dashboard);
  }
  if (new URL(request.url).pathname === paths.ops) {
    const open = opsMenu.filter((item) => holdsOpsRole(roles, item.opsRole));
    if (open.length > 0 && open[0]!.path !== paths.ops) throw redirect(open[0]!.path);
  }
  return null;
}
