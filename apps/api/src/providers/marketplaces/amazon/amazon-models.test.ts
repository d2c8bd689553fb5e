import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { MarketplaceOrderLine, ShopSession } from '../marketplace.ts';
import { amazonMarketplace } from './amazon.ts';
import * as fixtures from './amazon-fixtures.test-kit.ts';
import { modelExamples, requestProblems, responseProblems, type AmazonModel } from './amazon-models.test-kit.ts';

/*
 * The adapter against Amazon's own published models, without the sandbox: it reads the models' x-amzn-api-sandbox
 * examples and one realistic answer per operation written from the schema, and every request it sends is one the
 * models declare. The fake Amazon here answers by path only.
 */

const BASE = 'https://sellingpartnerapi-na.amazon.com';
const NOW = new Date('2026-12-01T12:00:00Z');

type Answers = Record<string, unknown>;
interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

function fakeAmazon(answers: Answers) {
  const sent: Sent[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(answers).find((pattern) => new RegExp(`^${pattern}$`).test(`${method} ${url.pathname}`));
    if (!key) return new Response('{"errors":[{"code":"NotFound","message":"Not found"}]}', { status: 404 });
    const answer = answers[key];
    return answer === null ? new Response(null, { status: 204 }) : Response.json(answer);
  };
  return { sent, fetchImpl };
}

function adapterWith(answers: Answers, ordersApi: 'v0' | '2026-01-01' = 'v0') {
  const fake = fakeAmazon({
    'POST /tokens/2021-03-01/restrictedDataToken': fixtures.RESTRICTED_DATA_TOKEN,
    ...answers,
  });
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      PUBLIC_URL: 'https://cabinet.example',
      AMAZON_PROVIDER: 'live',
      AMAZON_APP_ID: 'amzn1.sp.solution.test',
      AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.test',
      AMAZON_LWA_CLIENT_SECRET: 'secret',
      AMAZON_SPAPI_URL: BASE,
      AMAZON_ORDERS_API: ordersApi,
      SECRETS_KEY: 'k7Qp2vX9mR4tL8wZ1nB6cJ3hF5dG0sYaEuTiOoPq',
    },
  );
  const waits = { waitedMs: 0, sleep: async () => {} };
  const adapter = amazonMarketplace(
    config,
    { fetch: fake.fetchImpl, now: () => NOW, waits, publicUrl: 'https://cabinet.example' },
    false,
  );
  return { adapter, sent: fake.sent };
}

const session: ShopSession = {
  credentials: {
    accessToken: 'Atza|test',
    refreshToken: 'Atzr|test',
    accessExpiresAt: new Date(NOW.getTime() + 3_600_000),
    authorizationExpiresAt: new Date(NOW.getTime() + 300 * 86_400_000),
    account: { sellingPartnerId: 'A2EUQ1WTGCTBG2', marketplaceId: 'ATVPDKIKX0DER' },
  },
  save: async () => {},
};

const MODEL_OF: Array<[RegExp, AmazonModel]> = [
  [/^\/orders\/v0\//, 'ordersV0'],
  [/^\/orders\/2026-01-01\//, 'orders_2026-01-01'],
  [/^\/tokens\/2021-03-01\//, 'tokens_2021-03-01'],
];

/** Every request sent, checked against the model of its path. */
function expectRequestsByTheModels(sent: Sent[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    const model = MODEL_OF.find(([pattern]) => pattern.test(request.url.pathname))?.[1];
    expect(model, request.url.pathname).toBeDefined();
    const problems = requestProblems(model!, {
      method: request.method,
      path: request.url.pathname,
      query: request.url.searchParams,
      body: request.body,
    });
    expect(problems, `${request.method} ${request.url.pathname}${request.url.search}`).toEqual([]);
  }
}

describe("Amazon's published examples", () => {
  it('reads every getOrders, getOrder and getOrderItems example of ordersV0.json', async () => {
    const [itemsExample] = modelExamples('ordersV0', 'getOrderItems') as [typeof fixtures.GET_ORDER_ITEMS_V0];
    for (const example of modelExamples('ordersV0', 'getOrders') as Array<typeof fixtures.GET_ORDERS_V0>) {
      const { adapter, sent } = adapterWith({
        'GET /orders/v0/orders': example,
        'GET /orders/v0/orders/[^/]+/orderItems': itemsExample,
      });
      const page = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
      expect(page.orders.map((o) => o.number)).toEqual(example.payload.Orders.map((o) => o.AmazonOrderId));
      expect(page.orders.every((o) => o.lines.length === itemsExample.payload.OrderItems.length)).toBe(true);
      expectRequestsByTheModels(sent);
    }
    for (const example of modelExamples('ordersV0', 'getOrder') as Array<typeof fixtures.GET_ORDER_V0>) {
      const { adapter, sent } = adapterWith({
        'GET /orders/v0/orders/[^/]+': example,
        'GET /orders/v0/orders/[^/]+/orderItems': itemsExample,
      });
      const order = await adapter.order(session, example.payload.AmazonOrderId);
      expect(order.externalId).toBe(example.payload.AmazonOrderId);
      expectRequestsByTheModels(sent);
    }
  });

  it('reads every searchOrders and getOrder example of orders_2026-01-01.json', async () => {
    const search = modelExamples('orders_2026-01-01', 'searchOrders') as Array<typeof fixtures.SEARCH_ORDERS_2026>;
    expect(search.length).toBeGreaterThan(0);
    for (const example of search) {
      const { adapter, sent } = adapterWith({ 'GET /orders/2026-01-01/orders': example }, '2026-01-01');
      const page = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
      expect(page.orders.map((o) => o.number)).toEqual(example.orders.map((o) => o.orderId));
      expect(page.cursor).toBe(example.pagination?.nextToken ?? null);
      for (const [i, order] of page.orders.entries()) {
        const source = example.orders[i]!;
        expect(order.lines).toHaveLength(source.orderItems.length);
        expect(order.fulfilledByMarketplace).toBe(source.fulfillment?.fulfilledBy === 'AMAZON');
      }
      expectRequestsByTheModels(sent);
    }
    for (const example of modelExamples('orders_2026-01-01', 'getOrder') as Array<typeof fixtures.GET_ORDER_2026>) {
      const { adapter, sent } = adapterWith({ 'GET /orders/2026-01-01/orders/[^/]+': example }, '2026-01-01');
      const order = await adapter.order(session, example.order.orderId);
      expect([order.externalId, order.currency]).toEqual([
        example.order.orderId,
        example.order.proceeds?.grandTotal?.currencyCode,
      ]);
      expectRequestsByTheModels(sent);
    }
  });
});

describe('Realistic answers written from the models', () => {
  it('are what the models allow, and a field the models do not name is not', () => {
    const cases: Array<[AmazonModel, string, number, unknown]> = [
      ['ordersV0', 'getOrders', 200, fixtures.GET_ORDERS_V0],
      ['ordersV0', 'getOrder', 200, fixtures.GET_ORDER_V0],
      ['ordersV0', 'getOrderItems', 200, fixtures.GET_ORDER_ITEMS_V0],
      ['ordersV0', 'confirmShipment', 204, undefined],
      ['orders_2026-01-01', 'searchOrders', 200, fixtures.SEARCH_ORDERS_2026],
      ['orders_2026-01-01', 'getOrder', 200, fixtures.GET_ORDER_2026],
      ['tokens_2021-03-01', 'createRestrictedDataToken', 200, fixtures.RESTRICTED_DATA_TOKEN],
    ];
    for (const [model, op, status, body] of cases) expect(responseProblems(model, op, status, body), op).toEqual([]);
    const invented = { payload: { ...fixtures.V0_ORDER, OrderStatuss: 'Unshipped' } };
    expect(responseProblems('ordersV0', 'getOrder', 200, invented)).not.toEqual([]);
    const badMoney = { payload: { ...fixtures.V0_ORDER, OrderTotal: { CurrencyCode: 'USD', Amount: 61.23 } } };
    expect(responseProblems('ordersV0', 'getOrder', 200, badMoney)).not.toEqual([]);
    const badDate = { payload: { ...fixtures.V0_ORDER, PurchaseDate: '20 Nov 2026' } };
    expect(responseProblems('ordersV0', 'getOrder', 200, badDate)).not.toEqual([]);
  });

  it('reads a v0 order with its items: amounts, gift message, Amazon Custom, and the order Amazon fulfils', async () => {
    const { adapter, sent } = adapterWith({
      'GET /orders/v0/orders': fixtures.GET_ORDERS_V0,
      'GET /orders/v0/orders/[^/]+/orderItems': fixtures.GET_ORDER_ITEMS_V0,
      // Asked before each confirmation: the marketplace the order was placed in.
      'GET /orders/v0/orders/[^/]+': fixtures.GET_ORDER_V0,
      'POST /orders/v0/orders/[^/]+/shipmentConfirmation': null,
    });
    const page = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
    const [mfn, afn] = page.orders;
    expect(mfn).toMatchObject({
      subtotal: 5300,
      shipping: 499,
      tax: 437,
      discount: 113,
      total: 6123,
      buyerNote: 'Happy birthday, Mom!',
      buyerEmail: 'q8n2v7x1k3m9z4p@marketplace.amazon.com',
      shipTo: { name: 'Emily Carter', zip: '97205', country: 'US' },
      fulfilledByMarketplace: false,
    });
    expect(mfn!.lines.map((l) => [l.quantity, l.price, l.personalization])).toEqual([
      [2, 2400, null],
      [1, 500, 'https://zme-caps.amazon.com/t/123456789012/custom.zip'],
    ]);
    expect(afn!.fulfilledByMarketplace).toBe(true);
    expect(page.cursor).toBe(fixtures.GET_ORDERS_V0.payload.NextToken);
    await adapter.pushTracking(session, mfn!.externalId, {
      trackingNumber: 'RR123456785UA',
      carrierCode: 'Other',
      carrierName: 'Ukrposhta',
      trackingUrl: null,
      lines: [{ externalId: '40118829301442', quantity: 2 }],
    } as Parameters<typeof adapter.pushTracking>[2]);
    // A parcel of part of the order (one of a line's two, and another line): its own orderItems, in the model's shape.
    const [first, second] = mfn!.lines as [MarketplaceOrderLine, MarketplaceOrderLine];
    await adapter.pushTracking(session, mfn!.externalId, {
      trackingNumber: 'RR223456785UA',
      carrierCode: 'Other',
      carrierName: 'Ukrposhta',
      trackingUrl: null,
      lines: [
        { externalId: first.externalId, quantity: 1 },
        { externalId: second.externalId, quantity: 1 },
      ],
    });
    const confirmed = sent.filter((request) => request.url.pathname.endsWith('/shipmentConfirmation'));
    expect(confirmed.map((request) => (request.body as { packageDetail: unknown }).packageDetail)).toEqual([
      expect.objectContaining({ orderItems: [{ orderItemId: '40118829301442', quantity: 2 }] }),
      expect.objectContaining({
        trackingNumber: 'RR223456785UA',
        orderItems: [
          { orderItemId: first.externalId, quantity: 1 },
          { orderItemId: second.externalId, quantity: 1 },
        ],
      }),
    ]);
    expectRequestsByTheModels(sent);
  });

  it('reads the same order from the 2026-01-01 API to the same figures', async () => {
    const v0 = adapterWith({
      'GET /orders/v0/orders/[^/]+': fixtures.GET_ORDER_V0,
      'GET /orders/v0/orders/[^/]+/orderItems': fixtures.GET_ORDER_ITEMS_V0,
    });
    const v2026 = adapterWith(
      {
        'GET /orders/2026-01-01/orders': fixtures.SEARCH_ORDERS_2026,
        'GET /orders/2026-01-01/orders/[^/]+': fixtures.GET_ORDER_2026,
      },
      '2026-01-01',
    );
    const id = fixtures.V0_ORDER.AmazonOrderId;
    const pick = ({ raw: _raw, ...order }: Awaited<ReturnType<typeof v0.adapter.order>>) => order;
    expect(pick(await v2026.adapter.order(session, id))).toEqual(pick(await v0.adapter.order(session, id)));
    const page = await v2026.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(page.orders.map((o) => o.fulfilledByMarketplace)).toEqual([false, true]);
    expect(page.orders[1]!.buyerEmail).toBeNull();
    expectRequestsByTheModels([...v0.sent, ...v2026.sent]);
  });
});
