import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '@cabinet/contracts/orders';
import type { Permission } from '@cabinet/contracts/permissions';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { signInOperator } from '../../../test/money.ts';
import { addressBook } from '../addresses/addresses.schema.ts';
import { shipper } from '../shipments/shipments.test-kit.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { activeMember } from '../subaccounts/subaccounts.test-helpers.ts';
import { listOrders } from './orders.test-kit.ts';

/*
 * Issue 21: a member with only the shipments' rights read an order's contents (its lines, its buyer) through the
 * shipment draft and bulk shipping, and wrote buyers into the address book. Shipping an order now needs the orders'
 * right to read it and the address book's right to save its buyer, besides the shipments'.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof shipper>>;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await shipper(t, '500.00', await signInOperator(t));
  const shop = await connectShop(t, owner.token, 'etsy', 'PermissionShop');
  const { items } = await listOrders(t, owner.token, { shop_id: shop.id, unshipped: 'true', on_page: 100 });
  orderId = (items.find((o) => o.country === 'US') ?? items[0]!).id;
}, 60_000);
afterAll(() => t.close());

const draft = (token: string) => t.call(ordersApi.shipmentDraft, { params: { id: orderId }, token, lang: 'en' });
const bulk = (token: string) => t.call(ordersApi.bulkShipments, { token, body: { order_ids: [orderId] } });

const member = (permissions: Permission[]) => activeMember(t, owner.token, permissions);

describe('shipping an order as a member', () => {
  it('is refused to a member with only the shipments’ rights, and nothing reaches the address book', async () => {
    const { token } = await member(['shipments.read', 'shipments.write']);
    const before = await rowCount(t.database, addressBook);
    for (const res of [await draft(token), await bulk(token)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'permission_denied', message: expect.any(String) });
      expect(res.body).not.toContain('"lines"');
    }
    expect(await rowCount(t.database, addressBook)).toBe(before);
  });

  it('is refused to a member who may read orders but not write the address book, which stays as it was', async () => {
    const { token } = await member(['shipments.write', 'integrations.read', 'addresses.read']);
    const before = await rowCount(t.database, addressBook);
    expect((await draft(token)).statusCode).toBe(403);
    expect((await bulk(token)).statusCode).toBe(403);
    expect(await rowCount(t.database, addressBook)).toBe(before);
  });

  it('is open to a member holding the shipments’, the orders’ and the address book’s rights', async () => {
    const { token } = await member(['shipments.write', 'integrations.read', 'addresses.write']);
    const res = await draft(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order_id: orderId, lines: expect.any(Array) });
  });
});
