import { eq } from 'drizzle-orm';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { type Order, ordersApi, type OrderSummary } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { TestApp } from '../../../test/app.ts';
import { marketplaceSandboxes } from '../../sandboxes/marketplaces.ts';
import { shopByExternalId } from '../../sandboxes/marketplace-kit/store.ts';
import { shops } from '../shops/shops.schema.ts';

export async function listOrders(t: TestApp, token: string, query: QueryIn<typeof ordersApi.list> = {}) {
  const res = await t.call(ordersApi.list, { query, token });
  if (res.statusCode !== 200) throw new Error(`orders: ${res.statusCode} ${res.body}`);
  return res.json<{ items: OrderSummary[]; total: number; next_page: number | null }>();
}

export async function getOrder(t: TestApp, token: string, id: number): Promise<Order> {
  const res = await t.call(ordersApi.get, { params: { id }, token });
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

/**
 * A buyer orders at the marketplace's sandbox shop behind our shop; the marketplace pushes it where it pushes (over
 * HTTP to PUBLIC_URL: reached when the test app listens there) and what the push starts is awaited.
 */
export async function buyerOrders(t: TestApp, shopId: number): Promise<string> {
  const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, shopId));
  const sandboxShop = await shopByExternalId(t.database.db, shop!.kind, shop!.external_id);
  const sandbox = marketplaceSandboxes.find((s) => s.kind === (shop!.kind as ShopKind))!;
  const id = await sandbox.addOrder(t.app.sandboxDeps, sandboxShop!, t.clock.now());
  await t.app.deliveries.settled();
  await t.app.services.orders.importer.settled();
  return id;
}
