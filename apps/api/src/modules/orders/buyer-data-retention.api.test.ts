import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, ordersApi } from '@cabinet/contracts/orders';
import { type Shop, shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { AMAZON_BUYER_DATA_DAYS } from '../../providers/marketplaces/amazon/amazon-order-mapping.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { shops } from '../shops/shops.schema.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';
import { marketplaceOrders } from './orders.schema.ts';

// Amazon's Data Protection Policy: a buyer's personal data is kept no longer than 30 days after delivery
// (docs/shops.md, "Buyers' personal data"). The sandbox's shop opens with orders shipped and cancelled about two months
// ago, and paid ones waiting.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;

async function amazonSeller(storeName: string) {
  const seller = await registerSeller(t);
  const shop = await connectShop(t, seller.token, 'amazon', storeName);
  // Amazon lists an order two minutes after its last change.
  t.clock.advance(3 * 60_000);
  await t.app.services.orders.importer.sync(shop.id);
  return { seller, shop };
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, id)))[0]!;

describe('buyers of Amazon orders whose time is over', () => {
  it('arrive forgotten in the first import; the orders still on their way keep their buyer', async () => {
    const { seller } = await amazonSeller('Retention Old Store');
    const closed = await listOrders(t, seller.token, { kind: 'amazon', status: 'shipped', on_page: 100 });
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.items[0]).toMatchObject({ buyer_name: null, buyer_erased: 'retention' });
    const shipped = await getOrder(t, seller.token, closed.items[0]!.id);
    expect(shipped).toMatchObject({
      buyer_erased: 'retention',
      buyer_name: null,
      buyer_email: null,
      buyer_note: null,
      ship_to: null,
      raw: { erased: expect.stringContaining('data rules') },
    });
    expect(shipped.lines.length).toBeGreaterThan(0);
    expect(shipped.total.amount).not.toBe('0.00');

    const open = await listOrders(t, seller.token, {
      kind: 'amazon',
      unshipped: 'true',
      payment_status: 'paid',
      on_page: 100,
    });
    const waiting = await getOrder(t, seller.token, open.items[0]!.id);
    expect(waiting).toMatchObject({ buyer_erased: null, ship_to: { line1: expect.any(String) } });
    expect(waiting.buyer_name).toBeTruthy();
    expect((await rowOf(waiting.id)).buyer_data_until).toBeNull();
  });

  it('are forgotten 30 days after the shipment or the promised delivery, whichever came first, and stay forgotten', async () => {
    const { seller, shop } = await amazonSeller('Retention Ship Store');
    const open = await listOrders(t, seller.token, {
      kind: 'amazon',
      unshipped: 'true',
      payment_status: 'paid',
      on_page: 100,
    });
    const one = open.items.find((o) => o.items_count === 1) ?? open.items[0]!;
    const before = await getOrder(t, seller.token, one.id);
    const buyerName = before.buyer_name!;
    expect(buyerName).toBeTruthy();

    const tracked = await t.call(ordersApi.setTrack, {
      params: { id: one.id },
      token: seller.token,
      body: { track_numbers: ['RB123456785UA'], carrier: 'ukrposhta' },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const [shopRow] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
    await t.app.services.orders.importer.importOne(shopRow!, before.external_id);

    const row = await rowOf(one.id);
    expect(row.status).toBe('shipped');
    const promised = Date.parse((row.raw as { order: { LatestDeliveryDate: string } }).order.LatestDeliveryDate);
    const lastChange = row.marketplace_updated_at.getTime();
    expect(row.buyer_data_until?.getTime()).toBe(Math.min(promised, lastChange) + AMAZON_BUYER_DATA_DAYS * DAY);

    const due = row.buyer_data_until!;
    const { privacy } = t.app.services.orders;
    await privacy.forgetBuyersDue(new Date(due.getTime() - 60_000));
    expect((await getOrder(t, seller.token, one.id)).buyer_name).toBe(buyerName);

    expect(await privacy.forgetBuyersDue(due)).toBeGreaterThanOrEqual(1);
    const forgotten = await getOrder(t, seller.token, one.id);
    expect(forgotten).toMatchObject<Partial<Order>>({
      buyer_erased: 'retention',
      buyer_name: null,
      buyer_email: null,
      ship_to: null,
      status: 'shipped',
      track: expect.objectContaining({ state: 'sent', numbers: ['RB123456785UA'] }),
    });
    const byName = await listOrders(t, seller.token, { q: buyerName.toLowerCase() });
    expect(byName.items.map((o) => o.id)).not.toContain(one.id);

    // Amazon answers with the order again (a push, a re-sync): its facts update, its buyer stays forgotten.
    await t.app.services.orders.importer.importOne(shopRow!, before.external_id);
    expect(await getOrder(t, seller.token, one.id)).toMatchObject({ buyer_erased: 'retention', buyer_name: null });
    expect(await privacy.forgetBuyersDue(new Date(due.getTime() + DAY))).toBe(0);
  });
});

describe('a marketplace that withholds buyers’ names and streets', () => {
  it('is flagged on the shop, for the seller and the operators, while the import is refused them', async () => {
    const { seller, shop } = await amazonSeller('Nopii Withheld Store');
    const since = t.clock.now().getTime();
    const shops = await t.call(shopsApi.list, { token: seller.token });
    const mine = shops.json<{ shops: Shop[] }>().shops.find((s) => s.id === shop.id)!;
    expect(Date.parse(mine.personal_data_withheld_since!)).toBeLessThanOrEqual(since);

    // Still withheld at the next import: the date stays the first one.
    t.clock.advance(10 * 60_000);
    await t.app.services.orders.importer.sync(shop.id);
    const operator = await signInOperator(t);
    const desk = await t.call(shopsApi.opsShops, { query: { q: 'Nopii' }, token: operator });
    const listed = desk.json<{ items: Shop[] }>().items.find((s) => s.id === shop.id)!;
    expect(listed.personal_data_withheld_since).toBe(mine.personal_data_withheld_since);

    const { seller: other, shop: granted } = await amazonSeller('Granted Data Store');
    const theirs = await t.call(shopsApi.list, { token: other.token });
    expect(
      theirs.json<{ shops: Shop[] }>().shops.find((s) => s.id === granted.id)!.personal_data_withheld_since,
    ).toBeNull();
  });
});
