import '@shopify/shopify-api/adapters/web-api';
import { createAdminApiClient } from '@shopify/admin-api-client';
import { ApiVersion, DeliveryMethod, LogSeverity, Session, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxMarketplaceSubscriptions } from '../../../sandboxes/marketplace-kit/kit.schema.ts';
import { orderBody } from '../../../sandboxes/shopify/order-body.ts';
import { signedDelivery } from '../../../sandboxes/shopify/webhooks.ts';
import { SHOPIFY_API_VERSION } from './shopify-domain.ts';
import { ORDER_QUERY, ORDERS_QUERY, SHOP_QUERY } from './shopify-queries.ts';
import { adminSchema, answerProblems, schemaProblems } from './shopify-schema.test-kit.ts';
import {
  connectShop,
  consent,
  control,
  pendingFor,
  rawGraphql,
  startShopifySandbox,
  uniqueShop,
  type Connected,
  type ShopifySandboxRun,
} from './shopify-test-kit.ts';

/*
 * Shopify's own libraries (@shopify/shopify-api, @shopify/admin-api-client) as oracles: pointed at the sandbox with
 * nothing but its base URL (a fetch that puts `https://{shop}` under the sandbox's …/store/{shop}), they must accept
 * its redirects and webhooks, register webhooks through its GraphQL, and run the queries the adapter sends. Every
 * document the libraries send is also checked against the published Admin schema.
 */

let run: ShopifySandboxRun;
let shop: Connected;
const sent: string[] = [];

/** Shopify's address for a shop, moved under the sandbox; the document sent is kept for the schema check. */
const sandboxFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const moved = `${run.base}/api/sandbox/shopify/store/${url.host}${url.pathname}${url.search}`;
  if (typeof init?.body === 'string') sent.push((JSON.parse(init.body) as { query: string }).query);
  return fetch(moved, init);
};

const api = () =>
  shopifyApi({
    apiKey: run.t.app.sandboxSecrets.shopify.clientId,
    apiSecretKey: run.t.app.sandboxSecrets.shopify.clientSecret,
    scopes: ['read_orders'],
    hostName: new URL(run.base).host,
    hostScheme: 'http',
    apiVersion: ApiVersion.October26,
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Error },
  });

/** The libraries check timestamps against the real clock; the sandbox signs with the test's. */
async function atTestTime<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(run.t.clock.now());
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  run = await startShopifySandbox();
  shop = await connectShop(run);
  setAbstractFetchFunc(sandboxFetch);
  adminSchema();
}, 60_000);
afterAll(async () => {
  setAbstractFetchFunc(fetch);
  await run.t.app.close();
});

describe("Shopify's own libraries against the sandbox", () => {
  it("accepts the sandbox's redirect hmac, even for a state that needs escaping", async () => {
    const pending = { ...pendingFor(run, uniqueShop('oracle')), state: 'a/b+c=d e&f' };
    const params = await consent(run, pending);
    expect(params.state).toBe(pending.state);
    await atTestTime(async () => {
      expect(await api().utils.validateHmac(params)).toBe(true);
      expect(await api().utils.validateHmac({ ...params, shop: 'other.myshopify.com' })).toBe(false);
    });
  });

  it("validates the sandbox's webhook deliveries", async () => {
    const buyer = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      address1: '1 Main St',
      address2: null,
    };
    const order = orderBody({
      seq: 1,
      shopId: 1,
      customerId: 1,
      buyer: {
        ...buyer,
        city: 'Austin',
        province: 'Texas',
        provinceCode: 'TX',
        zip: '78701',
        country: 'United States',
        countryCodeV2: 'US',
        phone: null,
      },
      lines: [{ sku: 'MUG', title: 'Mug', variantTitle: null, price: 1800, quantity: 1, properties: [] }],
      currency: 'USD',
      discountCents: 0,
      shippingCents: 500,
      taxRate: 0,
      taxesIncluded: false,
      note: null,
      attributes: [],
      financialStatus: 'PAID',
      fulfillmentOrderStatus: 'OPEN',
      createdAt: run.t.clock.now(),
    });
    const delivery = signedDelivery(
      run.t.app.sandboxSecrets.shopify.clientSecret,
      shop.domain,
      'ORDERS_CREATE',
      order,
      run.t.clock.now(),
    );
    const request = (body: string) =>
      new Request(`${run.base}/api/webhooks/shopify`, { method: 'POST', headers: delivery.headers, body });
    const valid = await api().webhooks.validate({ rawBody: delivery.body, rawRequest: request(delivery.body) });
    expect(valid).toMatchObject({ valid: true, topic: 'ORDERS_CREATE', domain: shop.domain });
    const forged = `${delivery.body} `;
    expect(await api().webhooks.validate({ rawBody: forged, rawRequest: request(forged) })).toMatchObject({
      valid: false,
    });
  });

  it('registers webhooks: reads the subscriptions, creates, leaves a registered one alone, deletes a leftover', async () => {
    const shopify = api();
    const session = new Session({
      id: `offline_${shop.domain}`,
      shop: shop.domain,
      state: '',
      isOnline: false,
      accessToken: shop.session.credentials.accessToken,
    });
    shopify.webhooks.addHandlers({
      ORDERS_CREATE: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/api/webhooks/shopify' },
      ORDERS_CANCELLED: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/api/webhooks/shopify' },
    });
    // The adapter subscribed ORDERS_CREATE and ORDERS_UPDATED on connecting.
    const first = await shopify.webhooks.register({ session });
    expect(first.ORDERS_CREATE).toEqual([]);
    expect(first.ORDERS_CANCELLED).toMatchObject([{ success: true, operation: 'create' }]);
    expect(first.ORDERS_UPDATED).toMatchObject([{ success: true, operation: 'delete' }]);
    const again = await shopify.webhooks.register({ session });
    expect(again).toEqual({ ORDERS_CREATE: [], ORDERS_CANCELLED: [] });
  });

  it('runs the queries the adapter sends, through the admin API client', async () => {
    const client = createAdminApiClient({
      storeDomain: shop.domain,
      apiVersion: SHOPIFY_API_VERSION,
      accessToken: shop.session.credentials.accessToken,
      customFetchApi: sandboxFetch,
    });
    const shopInfo = await client.request(SHOP_QUERY);
    expect(shopInfo.errors).toBeUndefined();
    expect(shopInfo.data).toMatchObject({ shop: { myshopifyDomain: shop.domain } });
    const page = await client.request<{ orders: { nodes: Array<{ id: string }> } }>(ORDERS_QUERY, {
      variables: { first: 25, query: null },
    });
    expect(page.errors).toBeUndefined();
    expect(page.data!.orders.nodes.length).toBeGreaterThan(0);
    const one = await client.request(ORDER_QUERY, { variables: { id: page.data!.orders.nodes[0]!.id } });
    expect(one.errors).toBeUndefined();
    expect(one.data).toMatchObject({ order: { id: page.data!.orders.nodes[0]!.id } });
    const fragments = await client.request(
      `query WithFragments { orders(first: 1) { nodes { ...Head totalPriceSet { ...Money } } } }
       fragment Head on Order { id name totalPriceSet { presentmentMoney { currencyCode } } }
       fragment Money on MoneyBag { shopMoney { amount } }`,
    );
    expect(fragments.errors).toBeUndefined();
    expect(fragments.data).toMatchObject({
      orders: {
        nodes: [
          {
            id: expect.any(String),
            totalPriceSet: { shopMoney: { amount: expect.any(String) }, presentmentMoney: { currencyCode: 'USD' } },
          },
        ],
      },
    });
  });

  it('answers the adapter’s queries as the schema types them, for a shop in euros whose buyers pay in pounds too', async () => {
    const euros = await connectShop(run, 'eur');
    const variables = { first: 25, after: null, query: null };
    const page = await rawGraphql(run, euros, ORDERS_QUERY, variables);
    expect(page.body.errors).toBeUndefined();
    expect(answerProblems(ORDERS_QUERY, variables, page.body.data)).toEqual([]);
    type Bag = { shopMoney: { currencyCode: string }; presentmentMoney: { currencyCode: string } };
    const nodes = (page.body.data as { orders: { nodes: Array<{ id: string; currentTotalPriceSet: Bag }> } }).orders
      .nodes;
    const totals = nodes.map((node) => node.currentTotalPriceSet);
    expect(new Set(totals.map((bag) => bag.shopMoney.currencyCode))).toEqual(new Set(['EUR']));
    const presented = new Set(totals.map((bag) => bag.presentmentMoney.currencyCode));
    expect(presented.has('EUR') && presented.has('GBP')).toBe(true);
    const british = nodes.find((node) => node.currentTotalPriceSet.presentmentMoney.currencyCode === 'GBP')!;
    const one = await rawGraphql(run, euros, ORDER_QUERY, { id: british.id });
    expect(answerProblems(ORDER_QUERY, { id: british.id }, one.body.data)).toEqual([]);
    // The check itself refuses what Shopify could not send.
    const wrong = structuredClone(one.body.data) as { order: { currentTotalPriceSet: Bag } };
    wrong.order.currentTotalPriceSet.presentmentMoney.currencyCode = 'EURO';
    expect(answerProblems(ORDER_QUERY, { id: british.id }, wrong)).not.toEqual([]);
  });

  it('sent only documents the published schema accepts', () => {
    expect(sent.length).toBeGreaterThan(4);
    for (const document of sent)
      expect({ document, problems: schemaProblems(document) }).toMatchObject({ problems: [] });
  });

  it('deletes a subscription whose delivery failed its 8 retries, as Shopify does; the others stay', async () => {
    const connected = await connectShop(run, 'unreachable');
    const subscribe = (topic: string, uri: string) =>
      rawGraphql(
        run,
        connected,
        `mutation Sub($topic: WebhookSubscriptionTopic!, $uri: String!) {
           webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri }) { userErrors { message } }
         }`,
        { topic, uri },
      );
    // Nothing listens on port 9 of the loopback.
    await subscribe('ORDERS_CREATE', 'http://127.0.0.1:9/hooks');
    await subscribe('ORDERS_CANCELLED', 'http://127.0.0.1:9/hooks');
    // Read at the sandbox itself: the test's clock outruns the access token's hour.
    const topics = async () =>
      (await run.t.database.db.select().from(sandboxMarketplaceSubscriptions))
        .filter((row) => row.url === 'http://127.0.0.1:9/hooks')
        .map((row) => row.topic)
        .sort();
    expect(await topics()).toEqual(['ORDERS_CANCELLED', 'ORDERS_CREATE']);
    expect((await control(run, 'POST', `/shops/${connected.domain}/buyer-order`)).status).toBe(201);
    await run.t.app.deliveries.settled();
    for (let retry = 0; retry < 8; retry++) {
      expect(await topics()).toContain('ORDERS_CREATE');
      run.t.clock.advance(2 * 60 * 60_000);
      run.t.app.deliveries.kick();
      await run.t.app.deliveries.settled();
    }
    expect(await topics()).toEqual(['ORDERS_CANCELLED']);
  });
});
