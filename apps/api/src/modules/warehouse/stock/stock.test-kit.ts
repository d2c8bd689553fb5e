import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import type { TestApp } from '../../../../test/app.ts';
import type { CallOptions } from '../../../../test/call.ts';
import { products } from '../../catalog/products/products.schema.ts';

/** A catalogue product of the account, written straight to the table (the products API is tested on its own). */
export async function addProduct(
  t: TestApp,
  accountId: number,
  sku: string,
  over: Partial<typeof products.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(products)
    .values({ account_id: accountId, sku, title_uk: `Товар ${sku}`, title_en: `Product ${sku}`, cost: 1250, ...over })
    .returning({ id: products.id });
  return row!.id;
}

/** An operator's counted adjustment (how stock gets into the tests without a shipment). */
export async function adjust(t: TestApp, op: string, productId: number, delta: number, reason = 'initial count') {
  const res = await t.call(opsStockApi.adjust, {
    params: { id: productId },
    token: op,
    body: { in_stock_delta: delta, reason },
  });
  if (res.statusCode !== 200) throw new Error(`adjust failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const setState = (t: TestApp, op: string, productId: number, state: string, reason = 'damaged packaging') =>
  t.call(opsStockApi.state, { params: { id: productId }, token: op, payload: { state, reason } });

export const getJson = async <const E extends EndpointDefinition>(
  t: TestApp,
  token: string,
  e: E,
  options: CallOptions<E> = {},
) => {
  const res = await t.call(e, { ...options, token });
  if (res.statusCode !== 200) throw new Error(`GET ${e.path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** An operator's move on the shipments desk (`transition`, `receive` with a measured box, `freeze`, `unfreeze`). */
export async function opsShipmentMove(
  t: TestApp,
  op: string,
  id: number,
  action: 'transition' | 'receive' | 'freeze' | 'unfreeze',
  payload: object = {},
) {
  const res = await t.call(opsShipmentsApi[action], { params: { id }, token: op, payload });
  if (res.statusCode !== 200) throw new Error(`${action} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Walks a Ukraine → US warehouse shipment along its route until it waits at the US warehouse. */
export async function bringToUsWarehouse(t: TestApp, op: string, id: number) {
  const box = { weight_kg: 1, length_cm: 30, width_cm: 20, height_cm: 10 };
  await opsShipmentMove(t, op, id, 'transition', { to: 'customer_sent' });
  await opsShipmentMove(t, op, id, 'receive', box);
  await opsShipmentMove(t, op, id, 'transition', { to: 'transit_ua_usa' });
  const at = await opsShipmentMove(t, op, id, 'receive', box);
  if (at.shipment.status !== 'in_transit_warehouse') throw new Error(`not at the US warehouse: ${at.shipment.status}`);
}
