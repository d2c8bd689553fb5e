import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { actionsOf, orderOf, putOrder, shopByExternalId, type SandboxShop } from '../marketplace-kit/store.ts';
import { ETSY_SANDBOX_PATH } from './definition.ts';
import { CONTROL_ACCESS, isOperator, ownShop } from '../marketplace-kit/control-gate.ts';
import { refuse, type EtsyQuota } from './gate.ts';
import { paidPlan } from './orders.ts';
import { buildReceipt, type SandboxReceipt } from './receipts.ts';
import { markedShipped } from './tracking.ts';
import { PER_DAY } from './gate.ts';
import { insertReceipts, KIND, sellerOf, settingsOf, shopView, takeReceiptIds } from './shops.ts';
import { sandboxMarketplaceShops } from '../marketplace-kit/kit.schema.ts';

/*
 * The sandbox's own controls, not part of Etsy's API (like the Ukrposhta counter): many paid orders at once for
 * tests and the 10,000-order import benchmark, and what was done to a receipt through the API (the tracks pushed and
 * the buyer e-mails Etsy sent), so a journey can show that a track reached Etsy; and a shop's id by its name. All
 * take our own sign-in and act only on the caller's shops (an operator's: any), control-gate.ts.
 */

const config = CONTROL_ACCESS;
const schema = { hide: true } as const;
const CONTROL = `${ETSY_SANDBOX_PATH}/_sandbox/shops/:shop_id`;
export const MAX_BULK_ORDERS = 10_000;

type Deps = SandboxDeps & { quota: EtsyQuota };
type Db = SandboxDeps['db'];

export const etsyControlRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  shopSearchRoute(app, deps);
  bulkOrdersRoute(app, deps);
  quotaRoute(app, deps);
  receiptControlRoutes(app, deps);
};

/** The caller's shop of that id; otherwise Etsy's 404 is sent and null returned. */
async function controlledShop(
  db: Db,
  request: FastifyRequest,
  shopId: string,
  reply: FastifyReply,
): Promise<SandboxShop | null> {
  const shop = ownShop(request, await shopByExternalId(db, KIND, shopId));
  if (shop && settingsOf(shop).has_shop) return shop;
  void refuse(reply, 404, `Could not find a Shop with shop_id = ${shopId}.`);
  return null;
}

// Etsy's findShops answer for one name (its `shop_id` is what the other controls take), found case-insensitively.
function shopSearchRoute(app: FastifyInstance, { db }: Deps) {
  app.get<{ Querystring: { shop_name?: string } }>(
    `${ETSY_SANDBOX_PATH}/_sandbox/shops`,
    { config, schema },
    async (request) => {
      const name = String(request.query.shop_name ?? '').slice(0, 100);
      const rows = await db
        .select()
        .from(sandboxMarketplaceShops)
        .where(
          and(
            eq(sandboxMarketplaceShops.kind, KIND),
            sql`lower(${sandboxMarketplaceShops.handle}) = ${name.toLowerCase()}`,
          ),
        );
      const found = rows.filter((shop) => settingsOf(shop).has_shop && ownShop(request, shop));
      return { count: found.length, results: found.map(shopView) };
    },
  );
}

function bulkOrdersRoute(app: FastifyInstance, { db, now }: Deps) {
  app.post<{ Params: { shop_id: string } }>(`${CONTROL}/orders`, { config, schema }, async (request, reply) => {
    const count = Number((request.body as { count?: unknown } | null)?.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_ORDERS) {
      return refuse(reply, 400, `count must be an integer from 1 to ${MAX_BULK_ORDERS}.`);
    }
    const shop = await controlledShop(db, request, request.params.shop_id, reply);
    if (!shop) return reply;
    const first = await takeReceiptIds(db, shop, count);
    const at = now();
    const seed = Number(shop.external_id);
    // A backlog placed a minute apart, the newest now: each order has its own change time, as a real shop's do.
    const receipts = Array.from({ length: count }, (_, i) =>
      buildReceipt(
        paidPlan({
          receiptId: first + i,
          seller: sellerOf(shop),
          currency: settingsOf(shop).currency_code,
          seed,
          at: new Date(at.getTime() - (count - 1 - i) * 60_000),
        }),
      ),
    );
    // No order.paid pushes: a bulk load stands for an import backlog, not orders arriving one by one.
    await insertReceipts(db, shop, receipts);
    return reply.status(201).send({ count, first_receipt_id: first, last_receipt_id: first + count - 1 });
  });
}

// The app's daily quota spent down to `remaining_today` calls, so a test can run out of it in mid-import. It is the
// whole installation's quota (every seller's shops share the app key), so only an operator may spend it.
function quotaRoute(app: FastifyInstance, { quota }: Deps) {
  app.post(`${ETSY_SANDBOX_PATH}/_sandbox/quota`, { config, schema }, async (request, reply) => {
    if (!isOperator(request)) return refuse(reply, 403, 'Only an operator may spend the app’s quota.');
    const remaining = Number((request.body as { remaining_today?: unknown } | null)?.remaining_today);
    if (!Number.isInteger(remaining) || remaining < 0 || remaining > PER_DAY.capacity) {
      return refuse(reply, 400, `remaining_today must be an integer from 0 to ${PER_DAY.capacity}.`);
    }
    quota.leaveToday(remaining);
    return { remaining_today: remaining };
  });
}

/** A receipt marked shipped in Shop Manager, and what was done to a receipt through the API. */
function receiptControlRoutes(app: FastifyInstance, { db, now }: Deps) {
  // The seller marks a receipt shipped in Shop Manager without a tracking number: shipped at Etsy, no track.
  app.post<{ Params: { shop_id: string; receipt_id: string } }>(
    `${CONTROL}/receipts/:receipt_id/mark-shipped`,
    { config, schema },
    async (request, reply) => {
      const shop = await controlledShop(db, request, request.params.shop_id, reply);
      if (!shop) return reply;
      const row = await orderOf(db, shop.id, request.params.receipt_id);
      if (!row)
        return refuse(reply, 404, `Could not find a Shop Receipt with receipt_id = ${request.params.receipt_id}.`);
      const at = now();
      const receipt = markedShipped(row.body as SandboxReceipt, at);
      await putOrder(db, { kind: KIND, shopId: shop.id, externalId: row.external_id, body: receipt, at });
      return receipt;
    },
  );

  app.get<{ Params: { shop_id: string; receipt_id: string } }>(
    `${CONTROL}/receipts/:receipt_id/actions`,
    { config, schema },
    async (request, reply) => {
      const shop = await controlledShop(db, request, request.params.shop_id, reply);
      if (!shop) return reply;
      const rows = await actionsOf(db, shop.id, request.params.receipt_id);
      return {
        count: rows.length,
        results: rows.map((row) => ({
          action: row.action,
          created_timestamp: Math.floor(row.created_at.getTime() / 1000),
          ...row.body,
        })),
      };
    },
  );
}
