import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../config.ts';
import type { MarketplaceAdapter, ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { refusal, startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import { amazonMarketplace } from './amazon.ts';
import { operationAt, requestProblems, responseProblems, type AmazonModel } from './amazon-models.test-kit.ts';

/*
 * The sandbox and the adapter, each checked against Amazon's published models rather than against each other: every
 * Selling Partner API request the adapters (Orders v0 and 2026-01-01) send is validated against the operation's
 * parameters, and every answer the sandbox gives them against the operation's response schema for its status —
 * through the import of ordinary stores and of the special ones (FBA, business, replacement, no personal data),
 * shipments confirmed and refused, unknown orders and throttling.
 */

interface Exchange {
  model: AmazonModel;
  method: string;
  url: URL;
  body: unknown;
  status: number;
  answer: unknown;
}

const MODELS: Array<[RegExp, AmazonModel]> = [
  [/\/sandbox\/amazon(\/orders\/v0\/.*)$/, 'ordersV0'],
  [/\/sandbox\/amazon(\/orders\/2026-01-01\/.*)$/, 'orders_2026-01-01'],
  [/\/sandbox\/amazon(\/tokens\/2021-03-01\/.*)$/, 'tokens_2021-03-01'],
];

const exchanges: Exchange[] = [];

/** The adapter's fetch, recording each SP-API request and the sandbox's answer to it. */
const recording =
  (inner: typeof fetch): typeof fetch =>
  async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(String(input));
    const found = MODELS.map(([pattern, model]) => [pattern.exec(url.pathname), model] as const).find(([m]) => m);
    if (found) {
      const text = await response.clone().text();
      exchanges.push({
        model: found[1],
        method: init?.method ?? 'GET',
        url: new URL(`${found[0]![1]}${url.search}`, 'http://spapi'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        status: response.status,
        answer: text ? JSON.parse(text) : undefined,
      });
    }
    return response;
  };

const factory =
  (ordersApi: Config['AMAZON_ORDERS_API']) =>
  (config: Config, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter =>
    amazonMarketplace({ ...config, AMAZON_ORDERS_API: ordersApi }, { ...deps, fetch: recording(deps.fetch) }, sandbox);

let v0: SandboxKit;
let v2026: SandboxKit;
beforeAll(async () => {
  v0 = await startSandboxKit(factory('v0'), 'amazon');
  v2026 = await startSandboxKit(factory('2026-01-01'), 'amazon');
}, 120_000);
afterAll(async () => {
  await v0.t.close();
  await v2026.t.close();
});

async function importStore(kit: SandboxKit, prefix: string) {
  const { session } = await kit.connect(uniqueHandle(prefix));
  const orders = [];
  let cursor: string | null = null;
  do {
    const page = await kit.adapter.listOrders(session, { modifiedSince: null, cursor });
    orders.push(...page.orders);
    cursor = page.cursor;
  } while (cursor);
  return { session, orders };
}

/** Ships the first open order that Amazon does not fulfil, then tries the same package again (Amazon's 400). */
async function shipOne(
  kit: SandboxKit,
  session: ShopSession,
  orders: Awaited<ReturnType<typeof importStore>>['orders'],
) {
  const unshipped = (raw: unknown) => {
    const { order } = raw as { order: { OrderStatus?: string; fulfillment?: { fulfillmentStatus?: string } } };
    return order.OrderStatus === 'Unshipped' || order.fulfillment?.fulfillmentStatus === 'UNSHIPPED';
  };
  const order = orders.find((o) => unshipped(o.raw) && !o.fulfilledByMarketplace)!;
  const push = {
    trackingNumber: 'RR123456785UA',
    carrierCode: 'Other',
    carrierName: 'Ukrposhta',
    trackingUrl: null,
    lines: order.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
  } as Parameters<MarketplaceAdapter['pushTracking']>[2];
  await kit.adapter.pushTracking(session, order.externalId, push);
  await refusal(kit.adapter.pushTracking(session, order.externalId, push), 'invalid');
}

/** An order placed on Amazon.ca, in Canadian dollars, read again on its own: its answers are checked like any other. */
async function readCanadian(
  kit: SandboxKit,
  session: ShopSession,
  orders: Awaited<ReturnType<typeof importStore>>['orders'],
) {
  const canadian = orders.find((o) => o.currency === 'CAD' && o.total > 0)!;
  expect(canadian, 'every store has an Amazon.ca order').toBeDefined();
  const again = await kit.adapter.order(session, canadian.externalId);
  expect([again.currency, again.total, again.buyerTotal ?? null]).toEqual(['CAD', canadian.total, null]);
}

describe('The Amazon sandbox and adapter against the published models', () => {
  it('Orders v0: every request and answer of ordinary and special stores is what the models describe', async () => {
    for (const prefix of ['models', 'fba-business-replacement', 'nopii']) {
      const { session, orders } = await importStore(v0, prefix);
      await v0.adapter.order(session, orders[0]!.externalId);
      await readCanadian(v0, session, orders);
      await shipOne(v0, session, orders);
    }
    const { session } = await v0.connect(uniqueHandle('unknown'));
    await refusal(v0.adapter.order(session, '111-0000000-0000000'), 'not_found');
    // getOrders' burst is 20: the 21st is a 429 the adapter waits out.
    const recent = { modifiedSince: v0.t.clock.now(), cursor: null };
    for (let i = 0; i < 21; i += 1) await v0.adapter.listOrders(session, recent);
  }, 120_000);

  it('Orders 2026-01-01: every request and answer is what the models describe', async () => {
    for (const prefix of ['models', 'fba-business-replacement', 'nopii']) {
      const { session, orders } = await importStore(v2026, prefix);
      await v2026.adapter.order(session, orders[0]!.externalId);
      await readCanadian(v2026, session, orders);
      await shipOne(v2026, session, orders);
    }
    const { session } = await v2026.connect(uniqueHandle('unknown'));
    await refusal(v2026.adapter.order(session, '111-0000000-0000000'), 'not_found');
  }, 120_000);

  it('checked all the operations we call, with their refusals, and found nothing the models do not allow', () => {
    const seen = new Set(
      exchanges.map((e) => `${operationAt(e.model, e.method, e.url.pathname)?.operation.operationId} ${e.status}`),
    );
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'getOrders 200',
        'getOrders 429',
        'getOrder 200',
        'getOrder 404',
        'getOrderItems 200',
        'searchOrders 200',
        'confirmShipment 204',
        'confirmShipment 400',
        'createRestrictedDataToken 200',
        'createRestrictedDataToken 403',
      ]),
    );
    const problems = exchanges.flatMap((e) => {
      const found = operationAt(e.model, e.method, e.url.pathname);
      if (!found) return [`${e.method} ${e.url.pathname}: no such operation in ${e.model}`];
      const where = `${found.operation.operationId} ${e.status}`;
      return [
        ...requestProblems(e.model, {
          method: e.method,
          path: e.url.pathname,
          query: e.url.searchParams,
          body: e.body,
        }).map((p) => `${where} request: ${p}`),
        ...responseProblems(e.model, found.operation.operationId, e.status, e.answer).map(
          (p) => `${where} answer: ${p}`,
        ),
      ];
    });
    expect([...new Set(problems)]).toEqual([]);
  });
});
