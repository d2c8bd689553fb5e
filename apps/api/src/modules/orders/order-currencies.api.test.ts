import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesApi } from '@cabinet/contracts/order-sales';
import {
  type BulkShipmentsResult,
  type Order,
  ordersApi,
  type OrderSummary,
  type SalesStats,
  type ShipmentDraft,
} from '@cabinet/contracts/orders';
import { type Rates, referenceApi } from '@cabinet/contracts/reference';
import { type ShopKind, shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { products } from '../catalog/products/products.schema.ts';
import { shipmentLines, shipments } from '../shipments/shipments.schema.ts';
import { shipper } from '../shipments/shipments.test-kit.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { marketplaceOrders } from './orders.schema.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// Orders in other currencies from every sandbox (docs/orders.md, "Currencies"): stored in the currency the seller is
// paid in, with what the buyer paid when it was another, and their dollar figure at the day's NBU rates — in the list,
// the shipment form, "My sales" and bulk shipping alike.
let t: TestApp;
let ops: string;
let rates: Rates;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInOperator(t);
  rates = (await t.call(referenceApi.rates)).json<Rates>();
}, 60_000);
afterAll(() => t.close());

/** What a decimal amount is in US cents at the rates, worked out here apart from the app's own conversion. */
function usdCents(amount: string, currency: string): number | null {
  const rate = (c: string) => (c === 'UAH' ? 1 : Number(rates.rates.find((r) => r.currency === c)?.rate ?? NaN));
  const minor = Math.round(Number(amount) * 100);
  if (currency === 'USD') return minor;
  const cents = Math.round((minor * rate(currency)) / rate('USD'));
  return Number.isNaN(cents) ? null : cents;
}
const usdText = (cents: number) => (cents / 100).toFixed(2);

async function allOrders(token: string, kind: ShopKind): Promise<OrderSummary[]> {
  return (await listOrders(t, token, { kind, on_page: 100 })).items;
}

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, id));
  return row!;
}

/** Its dollar figure is the total converted at today's rates, dated; a USD order's is its total, undated. */
function expectUsdFigure(order: OrderSummary) {
  const cents = usdCents(order.total.amount, order.total.currency);
  if (order.total.currency === 'USD') expect(order.total_usd).toEqual({ amount: order.total.amount, rate_date: null });
  else expect(order.total_usd).toEqual({ amount: usdText(cents!), rate_date: rates.date });
}

describe('Etsy shops selling in euros and in hryvnias', () => {
  it('import every receipt in the shop’s currency, with its dollar figure, and nothing else paid', async () => {
    const seller = await registerSeller(t);
    for (const [name, currency] of [
      ['KyivCraftsEUR', 'EUR'],
      ['LvivCraftsUAH', 'UAH'],
    ] as const) {
      const shop = await connectShop(t, seller.token, 'etsy', name);
      const orders = (await allOrders(seller.token, 'etsy')).filter((o) => o.shop_id === shop.id);
      expect(orders.length).toBeGreaterThan(5);
      for (const order of orders) {
        expect(order.total.currency).toBe(currency);
        expectUsdFigure(order);
      }
      const detail = await getOrder(t, seller.token, orders[0]!.id);
      expect([detail.subtotal.currency, detail.lines[0]!.price.currency, detail.buyer_total]).toEqual([
        currency,
        currency,
        null,
      ]);
      expect(await storedRow(detail.id)).toMatchObject({ currency, buyer_currency: null, buyer_total: null });
    }
  });
});

describe('the dollar figures made from an order', () => {
  it('convert euros and hryvnias in the shipment form, "My sales" and bulk shipping', async () => {
    const s = await shipper(t, '900.00', ops);
    const euroShop = await connectShop(t, s.token, 'etsy', 'SumyEUR');
    const hryvniaShop = await connectShop(t, s.token, 'etsy', 'PoltavaUAH');
    const open = (
      await listOrders(t, s.token, { unshipped: 'true', payment_status: 'paid', on_page: 100 })
    ).items.filter((o) => o.country === 'US');
    const euro = open.find((o) => o.shop_id === euroShop.id)!;
    const hryvnia = open.find((o) => o.shop_id === hryvniaShop.id)!;

    // The shipment form: the order's total and each line's price in dollars (no product to take a value from).
    for (const summary of [euro, hryvnia]) {
      const order = await getOrder(t, s.token, summary.id);
      const res = await t.call(ordersApi.shipmentDraft, { params: { id: order.id }, token: s.token });
      expect(res.statusCode, res.body).toBe(200);
      const draft = res.json<ShipmentDraft>();
      expect(draft.order_total).toBe(usdText(usdCents(order.total.amount, order.total.currency)!));
      expect(draft.lines.map((l) => l.unit_value)).toEqual(
        order.lines.map((l) => usdText(usdCents(l.price.amount, l.price.currency)!)),
      );
    }

    // "My sales": revenue in dollars, each order converted at today's rate; cancelled orders do not count.
    const since = t.clock.now().getTime() - 30 * 86_400_000;
    const counted = (await listOrders(t, s.token, { on_page: 100 })).items.filter(
      (o) => o.status !== 'cancelled' && Date.parse(o.ordered_at) >= since,
    );
    const stats = (await t.call(salesApi.stats, { query: { days: 30 }, token: s.token })).json<SalesStats>();
    const revenue = counted.reduce((sum, o) => sum + usdCents(o.total.amount, o.total.currency)!, 0);
    expect(stats.current).toMatchObject({ orders: counted.length, revenue: usdText(revenue) });
    const perShop = new Map(stats.shops.map((row) => [row.shop_id, row.current.revenue]));
    const revenueOf = (shopId: number) =>
      usdText(
        counted
          .filter((o) => o.shop_id === shopId)
          .reduce((sum, o) => sum + usdCents(o.total.amount, o.total.currency)!, 0),
      );
    expect([perShop.get(euroShop.id), perShop.get(hryvniaShop.id)]).toEqual([
      revenueOf(euroShop.id),
      revenueOf(hryvniaShop.id),
    ]);

    // Bulk shipping: the customs values and the order total the shipments keep are the dollar figures.
    const box = { weight_kg: 0.5, length_cm: 20, width_cm: 15, height_cm: 10 };
    const defaults = { sender_id: s.senderId, type: 'direct', delivery_type: 'small_pack', box };
    for (const shop of [euroShop, hryvniaShop]) {
      const saved = await t.call(shopsApi.update, {
        params: { id: shop.id },
        token: s.token,
        payload: { shipment_defaults: defaults },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const details = [await getOrder(t, s.token, euro.id), await getOrder(t, s.token, hryvnia.id)];
    const accountId = (await t.app.services.shops.find(euroShop.id))!.account_id;
    const skus = [...new Set(details.flatMap((o) => o.lines.map((l) => l.sku!)))];
    // Products that name the goods and their HS code but leave the value to the order (cost 0).
    await t.database.db
      .insert(products)
      .values(
        skus.map((sku) => ({
          account_id: accountId,
          sku,
          title_uk: `Товар ${sku}`,
          title_en: `Item ${sku}`,
          hs_code: '6912002300',
          cost: 0,
        })),
      )
      .onConflictDoNothing();
    const bulk = await t.call(ordersApi.bulkShipments, {
      token: s.token,
      lang: 'en',
      body: { order_ids: details.map((o) => o.id), confirm_low_customs_value: true },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const results = bulk.json<BulkShipmentsResult>().results;
    expect(
      results.map((r) => r.error),
      bulk.body,
    ).toEqual([null, null]);
    for (const [i, order] of details.entries()) {
      const id = results[i]!.shipment!.id;
      const [shipment] = await t.database.db.select().from(shipments).where(eq(shipments.id, id));
      expect(shipment!.order_total).toBe(usdCents(order.total.amount, order.total.currency));
      const lines = await t.database.db
        .select()
        .from(shipmentLines)
        .where(inArray(shipmentLines.shipment_id, [id]));
      expect(lines.map((l) => l.unit_value).sort((a, b) => a - b)).toEqual(
        order.lines.map((l) => usdCents(l.price.amount, l.price.currency)!).sort((a, b) => a - b),
      );
    }
  });
});

describe('Shopify', () => {
  it('keeps the shop’s money as the order’s and the presentment money the buyer paid in', async () => {
    const seller = await registerSeller(t);
    for (const [domain, currency] of [
      ['rivne-crafts', 'USD'],
      ['kyiv-eur', 'EUR'],
    ] as const) {
      const shop = await connectShop(t, seller.token, 'shopify', domain);
      const orders = (await allOrders(seller.token, 'shopify')).filter((o) => o.shop_id === shop.id);
      expect(orders.length).toBeGreaterThan(5);
      let converted = 0;
      for (const summary of orders) {
        expect(summary.total.currency).toBe(currency);
        expectUsdFigure(summary);
        const order = await getOrder(t, seller.token, summary.id);
        // Buyers in the UK and Germany are shown prices in pounds and euros; the others in the shop's currency.
        const local = { GB: 'GBP', DE: 'EUR' }[order.country ?? ''] ?? currency;
        if (local === currency) {
          expect(order.buyer_total).toBeNull();
          continue;
        }
        converted += 1;
        expect(order.buyer_total).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: local });
        expect(await storedRow(order.id)).toMatchObject({
          currency,
          buyer_currency: local,
          buyer_total: Math.round(Number(order.buyer_total!.amount) * 100),
        });
      }
      expect(converted, domain).toBeGreaterThan(0);
    }
  });
});

describe('eBay', () => {
  it('keeps the seller’s dollars as the order’s and the buyer’s own currency from convertedFrom', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'ebay', 'currency.seller');
    const orders = await allOrders(seller.token, 'ebay');
    const abroad = orders.filter((o) => o.country === 'DE' || o.country === 'GB');
    expect(abroad.length).toBeGreaterThan(0);
    for (const summary of orders) {
      expect(summary.total.currency).toBe('USD');
      expectUsdFigure(summary);
    }
    for (const summary of abroad) {
      const order = await getOrder(t, seller.token, summary.id);
      const local = order.country === 'DE' ? 'EUR' : 'GBP';
      const raw = order.raw as { pricingSummary: { total: Record<string, string> } };
      expect(order.buyer_total).toEqual({ amount: raw.pricingSummary.total.convertedFromValue, currency: local });
      expect(await storedRow(order.id)).toMatchObject({ currency: 'USD', buyer_currency: local });
    }
  });
});

describe('Amazon', () => {
  it('imports an Amazon.ca order in Canadian dollars, with its dollar figure at the official rates', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'amazon', 'Currency Store');
    // Amazon lists an order two minutes after its last change.
    t.clock.advance(3 * 60_000);
    await t.app.services.orders.importer.sync(shop.id);
    const orders = await allOrders(seller.token, 'amazon');
    const canadian = orders.filter((o) => o.total.currency === 'CAD');
    expect(canadian.length).toBeGreaterThan(0);
    for (const summary of orders) expectUsdFigure(summary);
    const order: Order = await getOrder(t, seller.token, canadian[0]!.id);
    expect((order.raw as { order: { MarketplaceId: string } }).order.MarketplaceId).toBe('A2EUQ1WTGCTBG2');
    expect(order.total_usd?.rate_date).toBe(rates.date);
    expect(order.buyer_total).toBeNull();
    expect(await storedRow(order.id)).toMatchObject({ currency: 'CAD', buyer_currency: null, buyer_total: null });
  });
});

describe('the market', () => {
  it('imports a euro shop’s orders with their dollar figure, and what British buyers paid in pounds', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'market', 'odesa-eur');
    const orders = await allOrders(seller.token, 'market');
    expect(orders.length).toBeGreaterThan(5);
    for (const summary of orders) {
      expect(summary.total.currency).toBe('EUR');
      expectUsdFigure(summary);
    }
    const british = orders.find((o) => o.country === 'GB')!;
    const order = await getOrder(t, seller.token, british.id);
    const raw = order.raw as { buyer_payment: { currency: string; total: number } };
    expect(order.buyer_total).toEqual({ amount: usdText(raw.buyer_payment.total), currency: 'GBP' });
    expect(await storedRow(order.id)).toMatchObject({
      currency: 'EUR',
      buyer_currency: 'GBP',
      buyer_total: raw.buyer_payment.total,
    });
    const german = orders.find((o) => o.country === 'DE')!;
    expect((await getOrder(t, seller.token, german.id)).buyer_total).toBeNull();
  });
});
