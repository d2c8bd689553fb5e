import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@cabinet/contracts/orders';
import { marketplaceWebhooksApi } from '@cabinet/contracts/shops';
import { eq } from 'drizzle-orm';
import { createTestApp, notificationsOf, registerSeller, type TestApp } from '../../../test/app.ts';
import { webhookHmac } from '../../providers/marketplaces/shopify/shopify-signature.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { shops as shopsTable } from '../shops/shops.schema.ts';
import { sandboxDeliveries } from '../../sandboxes/deliveries/deliveries.schema.ts';
import { marketplaceOrders } from './orders.schema.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// Shopify's mandatory compliance webhooks, end to end: the Shopify sandbox signs and sends them to the app's
// compliance address, and our server answers a customer's data request or erases what it must.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
}, 60_000);
afterAll(() => t.close());

const numericId = (order: Order) => Number(order.external_id.split('/').at(-1));

async function shopWithOrders(name: string) {
  const seller = await registerSeller(t);
  const shop = await connectShop(t, seller.token, 'shopify', name);
  const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
  const { items } = await listOrders(t, seller.token, { on_page: 100 });
  const full = await Promise.all(items.map((o) => getOrder(t, seller.token, o.id)));
  const withEmail = full.filter((o) => o.buyer_email);
  return { seller, shop, domain: row!.external_id, orders: withEmail };
}

/** The sandbox control that makes Shopify send a compliance webhook, asked for by the `token`'s session. */
const complyAs = (token: string | undefined, domain: string, topic: string, body: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: `/api/sandbox/shopify/_sandbox/shops/${domain}/compliance/${topic}`,
    token,
    payload: body,
  });
/** Makes the sandbox send a compliance webhook; answers with the status our server gave its delivery. */
async function comply(token: string, domain: string, topic: string, body: Record<string, unknown> = {}) {
  const queued = await complyAs(token, domain, topic, body);
  expect(queued.statusCode).toBe(202);
  await t.app.deliveries.settled();
  const id = queued.json<{ delivery_id: string }>().delivery_id;
  const [row] = await t.database.db.select().from(sandboxDeliveries).where(eq(sandboxDeliveries.delivery_id, id));
  return { status: row!.last_status };
}

describe('Shopify compliance webhooks', () => {
  it('tells the seller which orders a customer’s data request names', async () => {
    const { seller, domain, orders } = await shopWithOrders('comply-request');
    const [order] = orders as [Order];
    const email = order.buyer_email!;
    expect(
      await comply(seller.token, domain, 'customers-data-request', { email, order_ids: [numericId(order)] }),
    ).toEqual({
      status: 200,
    });
    const [told] = (await notificationsOf(t, seller.token)).filter((n) => n.kind === 'sales.customer_data_request');
    expect(told!.payload).toMatchObject({ marketplace: 'Shopify', email: email.toLowerCase() });
    expect(String(told!.payload.orders).split(', ')).toContain(order.number);
    // Asking changes nothing.
    expect((await getOrder(t, seller.token, order.id)).buyer_email).toBe(email);
  });

  it('erases a customer from the orders Shopify names, and leaves the other buyers', async () => {
    const { seller, domain, orders } = await shopWithOrders('comply-redact');
    const [order, ...rest] = orders as [Order, ...Order[]];
    const other = rest.find((o) => o.buyer_email !== order.buyer_email)!;
    expect(
      await comply(seller.token, domain, 'customers-redact', {
        email: 'nobody@example.com',
        order_ids: [numericId(order)],
      }),
    ).toEqual({ status: 200 });
    expect(await getOrder(t, seller.token, order.id)).toMatchObject({ buyer_name: null, ship_to: null });
    expect((await getOrder(t, seller.token, other.id)).buyer_name).toBe(other.buyer_name);
  });

  it('forgets a shop that removed the app: its buyers and its own name and tokens', async () => {
    const { seller, shop, domain } = await shopWithOrders('comply-gone');
    expect(await comply(seller.token, domain, 'shop-redact')).toEqual({ status: 200 });
    const rows = await t.database.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.shop_id, shop.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((o) => o.buyer_name === null && o.ship_to === null && o.buyer_email === null)).toBe(true);
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    expect(row).toMatchObject({ credentials: null, external_id: `closed:${shop.id}` });
    expect((await listOrders(t, seller.token)).total).toBe(rows.length);
  });

  it('refuses a delivery that does not verify with 401 and changes nothing', async () => {
    const { seller, domain, orders } = await shopWithOrders('comply-forged');
    const body = JSON.stringify({ shop_domain: domain, orders_to_redact: [numericId(orders[0]!)] });
    const send = (signature: string) =>
      t.call(marketplaceWebhooksApi.shopifyCompliance, {
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'customers/redact',
          'x-shopify-hmac-sha256': signature,
          'x-shopify-webhook-id': 'forged-1',
        },
        payload: body,
      });
    const forged = await send(webhookHmac(body, 'not-the-app-secret'));
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'webhook_signature_invalid']);
    expect((await getOrder(t, seller.token, orders[0]!.id)).buyer_name).toBe(orders[0]!.buyer_name);
  });

  it('sends no notice for another seller’s shop: without a session 401, signed in as someone else 404', async () => {
    const { seller, shop, domain, orders } = await shopWithOrders('comply-victim');
    const attacker = await registerSeller(t);
    const anonymous = await complyAs(undefined, domain, 'shop-redact');
    expect(anonymous.statusCode).toBe(401);
    const foreign = await complyAs(attacker.token, domain, 'shop-redact');
    expect(foreign.statusCode).toBe(404);
    const erase = await complyAs(attacker.token, domain, 'customers-redact', {
      email: orders[0]!.buyer_email,
      order_ids: [numericId(orders[0]!)],
    });
    expect(erase.statusCode).toBe(404);
    // The victim's shop is still linked and its buyer still there.
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    expect(row!.credentials).not.toBeNull();
    expect((await getOrder(t, seller.token, orders[0]!.id)).buyer_email).toBe(orders[0]!.buyer_email);
  });
});
