import type { FastifyRequest } from 'fastify';
import type { SandboxShop } from './store.ts';

/*
 * The gate every sandbox control (new orders, privacy notices, status moves, what was done to an order) passes: the
 * controls are not the marketplace's API but ours, so they take our own sign-in. Their routes declare CONTROL_ACCESS
 * (the session guard then demands a signed-in caller, and the flood guard counts the calls against that session like
 * any other API call); each handler asks `ownShop` for the shop it acts on and answers its usual "not found" when it
 * gets null — another seller's shop is indistinguishable from one that does not exist.
 */

/** A signed-in seller or operator (the guard refuses anyone else with 401 before the handler runs). */
export const CONTROL_ACCESS = { access: 'any' } as const;

/** Whether the caller is an operator: they may act on any shop, as on any cabinet. */
export const isOperator = (request: FastifyRequest) => request.auth?.role === 'operator';

/** The shop when the caller's account owns it, or the caller is an operator; otherwise null. */
export function ownShop<S extends Pick<SandboxShop, 'owner_account_id'>>(
  request: FastifyRequest,
  shop: S | null | undefined,
): S | null {
  if (!shop || !request.auth) return null;
  if (isOperator(request)) return shop;
  return shop.owner_account_id !== null && shop.owner_account_id === request.auth.accountId ? shop : null;
}
