import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { isOperator } from '../marketplace-kit/control-gate.ts';
import { sandboxMarketplaceOrders, sandboxMarketplaceShops } from '../marketplace-kit/kit.schema.ts';
import { EBAY } from './orders-store.ts';

/**
 * Whom a seller may make close their eBay account through the sandbox control: their own eBay user, or a buyer of one
 * of their own eBay users' orders — never another seller, whose shop our server would then unlink. An operator may
 * name anyone.
 */
export async function mayCloseAccount(db: Db, request: FastifyRequest, username: string): Promise<boolean> {
  if (isOperator(request)) return true;
  const accountId = request.auth?.accountId;
  if (accountId === null || accountId === undefined) return false;
  const shops = db
    .select({ id: sandboxMarketplaceShops.id })
    .from(sandboxMarketplaceShops)
    .where(and(eq(sandboxMarketplaceShops.kind, EBAY), eq(sandboxMarketplaceShops.owner_account_id, accountId)));
  const own = await db
    .select({ id: sandboxMarketplaceShops.id })
    .from(sandboxMarketplaceShops)
    .where(
      and(
        eq(sandboxMarketplaceShops.kind, EBAY),
        eq(sandboxMarketplaceShops.owner_account_id, accountId),
        eq(sandboxMarketplaceShops.external_id, username),
      ),
    );
  if (own.length > 0) return true;
  const bought = await db
    .select({ id: sandboxMarketplaceOrders.id })
    .from(sandboxMarketplaceOrders)
    .where(
      and(
        inArray(sandboxMarketplaceOrders.shop_id, shops),
        sql`${sandboxMarketplaceOrders.body} -> 'order' -> 'buyer' ->> 'username' = ${username}`,
      ),
    )
    .limit(1);
  return bought.length > 0;
}
