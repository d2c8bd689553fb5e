import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { putOrder, type SandboxShop } from '../marketplace-kit/store.ts';
import { newOrder } from './seed.ts';
import { allocateSeq, KIND, settingsOf } from './shops.ts';
import { pushOrderEvent } from './webhooks.ts';

/** A buyer places an order at the shop: stored, and pushed to the shop's `orders/create` subscribers. */
export async function placeBuyerOrder(deps: SandboxDeps, shop: SandboxShop, at: Date): Promise<string> {
  const seq = await allocateSeq(deps.db, shop.id, 1);
  const order = newOrder(shop.id, seq, settingsOf(shop).currency, at);
  const externalId = String(order.id);
  await putOrder(deps.db, { kind: KIND, shopId: shop.id, externalId, body: order, at });
  await pushOrderEvent(deps, shop, ['ORDERS_CREATE'], order);
  return externalId;
}
