import eBayApi from 'ebay-api';
import { AxiosRequest } from 'ebay-api/request.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConsentForm } from '../../../sandboxes/marketplace-kit/consent.ts';
import { startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import { EBAY_SCOPES } from './ebay-endpoints.ts';
import { ebayMarketplace } from './ebay.ts';

// The oracle: the most used eBay client on npm (hendt's `ebay-api`), unchanged, against our sandbox. All it is given
// is where eBay is: every request it makes to api.ebay.com, apiz.ebay.com or auth.ebay.com goes to the sandbox's base
// URL instead. If the sandbox spoke eBay differently from eBay, this client would stumble where a real one would.
let kit: SandboxKit;
let base: string;
beforeAll(async () => {
  kit = await startSandboxKit(ebayMarketplace, 'ebay');
  base = `${kit.base}/api/sandbox/ebay`;
}, 240_000);
afterAll(() => kit.t.close());

const EBAY_HOSTS = /^https:\/\/(api|apiz|auth)\.ebay\.com/;

function client() {
  const req = new AxiosRequest();
  req.instance.interceptors.request.use((config) => ({ ...config, url: config.url?.replace(EBAY_HOSTS, base) }));
  return new eBayApi(
    {
      appId: kit.t.app.sandboxSecrets.ebay.clientId,
      certId: kit.t.app.sandboxSecrets.ebay.clientSecret,
      ruName: kit.t.app.sandboxSecrets.ebay.ruName,
      sandbox: false,
      marketplaceId: 'EBAY_US' as never,
      scope: [...EBAY_SCOPES],
      autoRefreshToken: true,
    },
    req,
  );
}

/** The seller allows the app on the sandbox's consent page, reached by the client's own authorize URL. */
async function consent(api: eBayApi, handle: string): Promise<string> {
  const url = new URL(api.OAuth2.generateAuthUrl(undefined, undefined, 'oracle-state').replace(EBAY_HOSTS, base));
  // The seller's browser carries their cabinet session (the consent page opens the shop for their account).
  const signedIn = { 'accept-language': 'en', 'api-key': await kit.sellerToken() };
  const page = await fetch(url, { headers: signedIn });
  expect(page.status).toBe(200);
  const form = readConsentForm(await page.text());
  const posted = await fetch(new URL(form.action, kit.base), {
    method: 'POST',
    redirect: 'manual',
    headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, handle, decision: 'allow' }).toString(),
  });
  const back = new URL(posted.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('oracle-state');
  return back.searchParams.get('code')!;
}

describe('ebay-api (hendt) against the eBay sandbox', () => {
  it('signs in, lists and reads orders, and ships one with a shipping fulfilment', async () => {
    const api = client();
    const handle = uniqueHandle('oracle.seller');
    const token = await api.OAuth2.getToken(await consent(api, handle));
    api.OAuth2.setCredentials(token);
    expect(await api.commerce.identity.getUser()).toMatchObject({ username: handle });

    const page = await api.sell.fulfillment.getOrders({ limit: 5 });
    expect(page).toMatchObject({ total: 12, limit: 5, offset: 0, next: expect.any(String) });
    const unshipped = await api.sell.fulfillment.getOrders({
      filter: 'orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}',
      limit: 50,
    });
    type Order = {
      orderId: string;
      orderPaymentStatus: string;
      lineItems: Array<{ lineItemId: string; quantity: number }>;
    };
    const order = (unshipped.orders as Order[]).find((o) => o.orderPaymentStatus === 'PAID')!;
    expect(await api.sell.fulfillment.getOrder(order.orderId)).toMatchObject({ orderId: order.orderId });

    await api.sell.fulfillment.createShippingFulfillment(order.orderId, {
      lineItems: order.lineItems.map((line) => ({ lineItemId: line.lineItemId, quantity: line.quantity })),
      shippedDate: new Date(kit.t.clock.now().getTime() - 60_000).toISOString(),
      shippingCarrierCode: 'USPS',
      trackingNumber: '9400111899562537891234',
    });
    const fulfilments = await api.sell.fulfillment.getShippingFulfillments(order.orderId);
    expect(fulfilments).toMatchObject({
      total: 1,
      fulfillments: [{ fulfillmentId: '9400111899562537891234', shipmentTrackingNumber: '9400111899562537891234' }],
    });
    expect(await api.sell.fulfillment.getShippingFulfillment(order.orderId, '9400111899562537891234')).toMatchObject({
      shippingCarrierCode: 'USPS',
    });
    expect((await api.sell.fulfillment.getOrder(order.orderId)).orderFulfillmentStatus).toBe('FULFILLED');
  });
});
