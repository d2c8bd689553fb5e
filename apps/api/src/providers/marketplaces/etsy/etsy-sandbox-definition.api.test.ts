import { signInOperator } from '../../../../test/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { sandboxAdapterSettings } from '../../../composition/sandbox-adapter-settings.ts';
import type { MarketplaceAdapter, MarketplaceOrder, ShopSession, TrackingPush } from '../marketplace.ts';
import { requestFaults, responseFaults, type SentRequest } from './etsy-definition.test-kit.ts';
import type { EtsyReceipt } from './etsy-receipt.ts';
import { refusal, startEtsyKit, type EtsyKit } from './etsy.test-kit.ts';
import { etsyMarketplace } from './etsy.ts';

/*
 * The Etsy sandbox judged by Etsy's published document, over real HTTP: every exchange of the adapter with it — the
 * request against the operation's parameters and body encoding, the answer against the operation's schema for that
 * status — and the failure branches real shops meet: refunds, no buyer e-mail, a track Etsy already has (409), a
 * receipt shipped at Etsy without a track, and the day's quota running out in the middle of an import.
 */

interface Exchange {
  request: SentRequest;
  status: number;
  body: unknown;
}

let kit: EtsyKit;
let adapter: MarketplaceAdapter;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  kit = await startEtsyKit();
  const recording = (async (input: URL | string, init?: RequestInit) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    exchanges.push({
      request: {
        method: init?.method ?? 'GET',
        url: String(input),
        contentType: new Headers(init?.headers).get('content-type'),
        body: typeof init?.body === 'string' ? init.body : null,
      },
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    return response;
  }) as typeof fetch;
  adapter = etsyMarketplace(
    sandboxAdapterSettings(
      loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: kit.base }),
      kit.t.app.sandboxSecrets,
      () => true,
    ),
    { fetch: recording, now: kit.t.clock.now, waits: kit.waits, publicUrl: kit.base },
    true,
  );
}, 120_000);
afterAll(() => kit.t.close());

async function connect(handle: string): Promise<{ session: ShopSession; shopId: string }> {
  const pending = kit.pending(handle);
  const shop = await adapter.finishAuthorization(await kit.consent(pending, handle), pending);
  return { session: { credentials: shop.credentials, save: async () => {} }, shopId: shop.externalId };
}

async function importAll(session: ShopSession, from: string | null = null) {
  const orders: MarketplaceOrder[] = [];
  let cursor = from;
  do {
    const page = await adapter.listOrders(session, { modifiedSince: null, cursor });
    orders.push(...page.orders);
    cursor = page.cursor;
  } while (cursor !== null);
  return orders;
}

const push = (trackingNumber: string): TrackingPush => ({
  trackingNumber,
  carrierCode: 'usps',
  carrierName: 'USPS',
  trackingUrl: null,
  lines: [],
});

/** Every exchange so far, judged by the document (the token endpoint is not in it). */
function judge() {
  const judged = exchanges
    .filter((e) => !e.request.url.includes('/oauth/token'))
    .map((e) => {
      const { operationId, faults } = requestFaults(e.request);
      const answer = operationId ? responseFaults(operationId, e.status, e.body) : [];
      return {
        call: `${e.request.method} ${new URL(e.request.url).pathname} → ${e.status}`,
        operationId,
        faults,
        answer,
      };
    });
  for (const { call, faults, answer } of judged)
    expect({ call, faults, answer }).toEqual({ call, faults: [], answer: [] });
  return judged;
}

describe("the sandbox's answers and the adapter's requests, by Etsy's document", () => {
  it('connecting, a whole import, one receipt, a missing one, a track and the same track again', async () => {
    const { session, shopId } = await connect('JudgedGoods');
    const orders = await importAll(session);
    expect(orders).toHaveLength(12);
    const one = await adapter.order(session, orders[0]!.externalId);
    await refusal(adapter.order(session, '1234'), 'not_found');
    const open = orders.find((o) => o.status === 'open' && o.paymentStatus === 'paid')!;
    await adapter.pushTracking(session, open.externalId, push('9400111899223197428490'));
    // Etsy answers 409 to a track it already has: delivered, and the buyer is not e-mailed again.
    await adapter.pushTracking(session, open.externalId, push('9400111899223197428490'));
    const conflict = exchanges.at(-1)!;
    expect(conflict.status).toBe(409);
    expect(one.externalId).toBe(orders[0]!.externalId);

    // The raw calls below do not wait out Etsy's per-second quota as the adapter does: they start on a fresh second.
    kit.nextSecond();
    // The form body the 2025 document declared is refused: the current one declares JSON only.
    const other = orders.find((o) => o.status === 'open' && o.paymentStatus === 'paid' && o !== open)!;
    const track = (contentType: string, body: string) =>
      fetch(`${kit.api}/v3/application/shops/${shopId}/receipts/${other.externalId}/tracking`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'x-api-key': kit.apiKey,
          authorization: `Bearer ${session.credentials.accessToken}`,
        },
        body,
      });
    const asForm = await track(
      'application/x-www-form-urlencoded',
      'tracking_code=9400111899223197428491&carrier_name=usps',
    );
    expect(asForm.status).toBe(400);
    expect((await adapter.order(session, other.externalId)).status).toBe('open');
    // The 2026 document's optional fields: refused when not of their declared type, taken (or null) when they are.
    const base = { tracking_code: '9400111899223197428491', carrier_name: 'usps' };
    const mistyped = await track('application/json', JSON.stringify({ ...base, weight: '450 g' }));
    expect([mistyped.status, ((await mistyped.json()) as { error: string }).error]).toEqual([
      400,
      'Invalid value for weight.',
    ]);
    expect((await adapter.order(session, other.externalId)).status).toBe('open');
    const measured = { weight: 450, weight_units: 'g', length: 30, width: 20, height: 10, dimension_units: 'cm' };
    const typed = await track('application/json', JSON.stringify({ ...base, ...measured, mail_class: null }));
    expect(typed.status).toBe(200);
    expect((await adapter.order(session, other.externalId)).status).toBe('shipped');

    const operations = new Set(judge().map((j) => j.operationId));
    expect(operations).toEqual(
      new Set(['getShopByOwnerUserId', 'getShopReceipts', 'getShopReceipt', 'createReceiptShipment']),
    );
  });
});

describe('a shop that sells in another currency than the dollar', () => {
  it('answers every receipt, Money and all, in the shop’s currency, as the document allows', async () => {
    const { session } = await connect('JudgedEUR');
    const orders = await importAll(session);
    expect(orders).toHaveLength(12);
    for (const order of orders) {
      const raw = order.raw as EtsyReceipt;
      const moneys = [raw.grandtotal, raw.subtotal, raw.total_price, ...raw.transactions.map((t) => t.price)];
      expect(new Set(moneys.map((m) => m.currency_code))).toEqual(new Set(['EUR']));
      expect([order.currency, order.buyerTotal ?? null]).toEqual(['EUR', null]);
      expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
    }
    await adapter.order(session, orders[0]!.externalId);
    judge();
  });
});

describe('the failure branches of real shops', () => {
  it('refunds: the receipts list them, and our totals are what the seller keeps', async () => {
    const { session } = await connect('RefundedMugs');
    const orders = await importAll(session);
    const part = orders.find((o) => o.paymentStatus === 'partially_refunded')!;
    const full = orders.find((o) => o.paymentStatus === 'refunded')!;
    const raw = part.raw as EtsyReceipt;
    const refunded = raw.refunds![0]!.amount.amount;
    expect(part.total).toBe(raw.grandtotal.amount - refunded);
    expect(part.subtotal - part.discount + part.tax + part.shipping).toBe(part.total);
    expect(full).toMatchObject({ subtotal: 0, total: 0 });
    judge();
  });

  it('no buyer e-mail: Etsy has not granted it, and the orders import without one', async () => {
    const { session } = await connect('PrivateBuyers');
    const orders = await importAll(session);
    expect(orders.every((o) => o.buyerEmail === null && (o.raw as EtsyReceipt).buyer_email === null)).toBe(true);
    expect(orders.every((o) => o.shipTo !== null)).toBe(true);
    judge();
  });

  it('a receipt the seller marked shipped at Etsy without a track imports as shipped', async () => {
    const { session, shopId } = await connect('ShipsAtEtsy');
    const [order] = (await importAll(session)).filter((o) => o.status === 'open' && o.paymentStatus === 'paid');
    const marked = await kit.raw(`/_sandbox/shops/${shopId}/receipts/${order!.externalId}/mark-shipped`, {
      method: 'POST',
      body: {},
    });
    expect(marked.status).toBe(200);
    const after = await adapter.order(session, order!.externalId);
    expect(after.status).toBe('shipped');
    expect((after.raw as EtsyReceipt).shipments).toEqual([]);
    judge();
  });

  it('the daily quota running out mid-import stops it at once; resumed later from its cursor, nothing is lost', async () => {
    const { session, shopId } = await connect('QuotaSpent');
    const bulk = await kit.raw(`/_sandbox/shops/${shopId}/orders`, { method: 'POST', body: { count: 250 } });
    expect(bulk.status).toBe(201);
    const first = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(first.orders).toHaveLength(100);
    // The quota is the whole installation's: a seller may not spend it, an operator may.
    const spend = { method: 'POST', body: { remaining_today: 0 } };
    expect((await kit.raw('/_sandbox/quota', spend)).status).toBe(403);
    const left = await kit.raw('/_sandbox/quota', { ...spend, session: await signInOperator(kit.t) });
    expect(left.status).toBe(200);
    const waited = kit.waits.waitedMs;
    const stopped = await refusal(adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor }));
    expect(stopped.code).toBe('rate_limited');
    expect(stopped.message).toContain('Exceeded daily rate limit');
    expect(kit.waits.waitedMs).toBe(waited);
    // An hour later the day's bucket has refilled enough for the rest.
    kit.t.clock.advance(3_600_000);
    const rest = await importAll(session, first.cursor);
    const ids = [...first.orders, ...rest].map((o) => o.externalId);
    expect(ids).toHaveLength(262);
    expect(new Set(ids).size).toBe(262);
    const refused = exchanges.filter((e) => e.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    judge();
  });
});
