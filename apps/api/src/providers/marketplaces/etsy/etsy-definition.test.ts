import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { MarketplaceError, type ShopSession, type TrackingPush } from '../marketplace.ts';
import { requestFaults, responseExamples, responseFaults, type SentRequest } from './etsy-definition.test-kit.ts';
import { orderFromReceipt, type EtsyReceipt } from './etsy-receipt.ts';
import {
  paidReceipt,
  partlyRefunded,
  shippedWithoutTrack,
  shop,
  SHOP_ID,
  USER_ID,
  withoutEmail,
} from './etsy-responses.test-kit.ts';
import { etsyMarketplace } from './etsy.ts';

/*
 * The adapter against Etsy's published definition, without the sandbox: every request it sends is checked against
 * the operation's parameters and declared body encoding, and what it reads are the document's examples (where it has
 * any) and realistic answers written from the schemas, checked against those schemas first.
 */

const NOW = new Date('2025-12-02T10:00:00Z');
const OPERATIONS = ['getShopByOwnerUserId', 'getShopReceipts', 'getShopReceipt', 'createReceiptShipment'];

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** The adapter with a fetch that answers from `answer` and records what was sent. */
function adapterWith(answer: (request: SentRequest) => Answer) {
  const sent: SentRequest[] = [];
  const fetchImpl = (async (input: URL | string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      contentType: headers.get('content-type'),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    sent.push(request);
    const reply = answer(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
  const config = loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: 'https://cabinet.example' });
  const waits = { waitedMs: 0, sleep: async (ms: number) => void (waits.waitedMs += ms) };
  const adapter = etsyMarketplace(
    config,
    { fetch: fetchImpl, now: () => NOW, waits, publicUrl: 'https://cabinet.example' },
    true,
  );
  return { adapter, sent, waits };
}

const session: ShopSession = {
  credentials: {
    accessToken: `${USER_ID}.access`,
    refreshToken: `${USER_ID}.refresh`,
    accessExpiresAt: new Date(NOW.getTime() + 3_600_000),
    authorizationExpiresAt: null,
    account: { user_id: String(USER_ID), shop_id: String(SHOP_ID) },
  },
  save: async () => {},
};

const push = (trackingNumber: string): TrackingPush => ({
  trackingNumber,
  carrierCode: 'usps',
  carrierName: 'USPS',
  trackingUrl: null,
  lines: [],
});

describe("the realistic answers written from Etsy's schemas", () => {
  it('are what the document says: every field it lists, of its type, and none it does not', () => {
    for (const receipt of [paidReceipt(), shippedWithoutTrack(), partlyRefunded(), withoutEmail()]) {
      expect(responseFaults('getShopReceipt', 200, receipt)).toEqual([]);
    }
    expect(responseFaults('getShopReceipts', 200, { count: 1, results: [paidReceipt()] })).toEqual([]);
    expect(responseFaults('getShopByOwnerUserId', 200, shop())).toEqual([]);
    // The check bites: a misspelt field, a missing one and a wrong type are each found.
    const { buyer_email: _dropped, ...missing } = paidReceipt();
    expect(responseFaults('getShopReceipt', 200, missing)).not.toEqual([]);
    expect(responseFaults('getShopReceipt', 200, { ...paidReceipt(), is_shiped: true })).not.toEqual([]);
    expect(responseFaults('getShopReceipt', 200, { ...paidReceipt(), status: 'shipped' })).not.toEqual([]);
  });

  it("are read by the adapter, and so are the document's own examples of our operations", () => {
    const examples = OPERATIONS.flatMap(responseExamples);
    // The 2025-12 and 2026-05 documents carry none; any a later copy brings are read like the rest.
    for (const example of examples) expect(() => orderFromReceipt(example as EtsyReceipt)).not.toThrow();
    const order = orderFromReceipt(paidReceipt() as unknown as EtsyReceipt);
    expect(order).toMatchObject({ externalId: '3912004417', status: 'open', paymentStatus: 'paid', total: 9233 });
    expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
  });
});

describe('personalization (the current definition marks it with question_id)', () => {
  it("is the variation that answers the seller's question, whatever it is called; a variation named so is not", () => {
    const [board, coasters] = orderFromReceipt(paidReceipt() as unknown as EtsyReceipt).lines;
    expect(board).toMatchObject({ personalization: 'Ana & Luis 06.2026', variation: 'Wood: Walnut' });
    expect(coasters).toMatchObject({ personalization: null, variation: 'Personalization: No' });
  });

  it('keeps each answer under its question when a listing asks several', () => {
    const receipt = paidReceipt();
    const [first] = receipt.transactions as Array<{ variations: unknown[] }>;
    first!.variations.push({
      property_id: 54,
      value_id: null,
      formatted_name: 'Date',
      formatted_value: '14 June',
      question_id: 3_271_440_906,
    });
    expect(orderFromReceipt(receipt as unknown as EtsyReceipt).lines[0]!.personalization).toBe(
      'Names to engrave: Ana & Luis 06.2026; Date: 14 June',
    );
  });
});

describe('receipts in the states real shops have', () => {
  it('a receipt marked shipped at Etsy without a track is shipped, with no track of ours', () => {
    const order = orderFromReceipt(shippedWithoutTrack() as unknown as EtsyReceipt);
    expect(order.status).toBe('shipped');
    expect((order.raw as EtsyReceipt).shipments).toEqual([]);
  });

  it('a refunded receipt counts what the seller keeps: the refund comes off the goods and the total', () => {
    const order = orderFromReceipt(partlyRefunded() as unknown as EtsyReceipt);
    expect(order).toMatchObject({ paymentStatus: 'partially_refunded', subtotal: 8300 - 1900, total: 9233 - 1900 });
    expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
    const full = orderFromReceipt(
      paidReceipt({
        status: 'fully refunded',
        refunds: [
          {
            ...(partlyRefunded().refunds as object[])[0]!,
            amount: { amount: 9233, divisor: 100, currency_code: 'USD' },
          },
        ],
      }) as unknown as EtsyReceipt,
    );
    expect(full).toMatchObject({ paymentStatus: 'refunded', subtotal: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('a receipt without the buyer’s e-mail imports with none', () => {
    expect(orderFromReceipt(withoutEmail() as unknown as EtsyReceipt).buyerEmail).toBeNull();
  });
});

describe("every request the adapter sends is one of Etsy's operations, as the document declares it", () => {
  const etsy = (request: SentRequest): Answer => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/oauth/token')) {
      return {
        status: 200,
        body: { access_token: `${USER_ID}.a`, token_type: 'Bearer', expires_in: 3600, refresh_token: `${USER_ID}.r` },
      };
    }
    if (path.endsWith(`/users/${USER_ID}/shops`)) return { status: 200, body: shop() };
    if (path.endsWith('/receipts')) return { status: 200, body: { count: 1, results: [paidReceipt()] } };
    return { status: 200, body: paidReceipt() };
  };

  it('connecting, importing, one receipt and a track (posted as JSON)', async () => {
    const { adapter, sent } = adapterWith(etsy);
    const pending = {
      shopName: 'WalnutWorkshop',
      state: 's',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'https://cabinet.example/connect/etsy',
      createdAt: NOW,
    };
    await adapter.finishAuthorization({ code: 'c', state: 's' }, pending);
    await adapter.listOrders(session, { modifiedSince: new Date('2025-11-01T00:00:00Z'), cursor: null });
    await adapter.listOrders(session, { modifiedSince: null, cursor: '100' });
    await adapter.order(session, '3912004417');
    await adapter.pushTracking(session, '3912004417', push('9400111899223197428490'));
    await adapter.pushTracking(session, '3912004417', push(''));

    const judged = sent.filter((r) => !r.url.includes('/oauth/token')).map(requestFaults);
    expect(judged.map((j) => j.operationId)).toEqual([
      'getShopByOwnerUserId',
      'getShopReceipts',
      'getShopReceipts',
      'getShopReceipt',
      'createReceiptShipment',
      'createReceiptShipment',
    ]);
    for (const { operationId, faults } of judged) expect(faults, operationId!).toEqual([]);
    const track = sent.find((r) => r.url.endsWith('/tracking'))!;
    // The form the adapter posted until now is not what the current definition takes.
    const asForm = { ...track, contentType: 'application/x-www-form-urlencoded', body: 'send_bcc=false' };
    expect(requestFaults(asForm).faults).toEqual([expect.stringContaining('declares application/json')]);
    expect(track.contentType).toBe('application/json');
    expect(JSON.parse(track.body!)).toEqual({
      send_bcc: false,
      tracking_code: '9400111899223197428490',
      carrier_name: 'usps',
    });
  });
});

describe("Etsy's refusals the adapter must read right", () => {
  it('a 409 on a track means Etsy already has it: delivered, not refused, and not sent again', async () => {
    const { adapter, sent } = adapterWith(() => ({ status: 409, body: { error: 'Tracking code already submitted.' } }));
    await expect(adapter.pushTracking(session, '3912004417', push('9400111899223197428490'))).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(responseFaults('createReceiptShipment', 409, { error: 'Tracking code already submitted.' })).toEqual([]);
  });

  it('a spent daily quota stops the call at once, where a per-second 429 is waited out', async () => {
    const daily = adapterWith(() => ({
      status: 429,
      body: { error: 'Exceeded daily rate limit' },
      headers: { 'retry-after': '9', 'x-limit-per-day': '10000', 'x-remaining-today': '0' },
    }));
    const error = await daily.adapter
      .listOrders(session, { modifiedSince: null, cursor: '200' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as MarketplaceError).code).toBe('rate_limited');
    expect(daily.sent).toHaveLength(1);
    expect(daily.waits.waitedMs).toBe(0);
  });
});
