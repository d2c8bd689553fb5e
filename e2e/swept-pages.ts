import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { cashbackApi } from '@cabinet/contracts/cashback';
import { feeCardsApi } from '@cabinet/contracts/fee-cards';
import { invoicesOpsApi } from '@cabinet/contracts/invoices';
import { ordersApi } from '@cabinet/contracts/orders';
import { payApi, paymentLinksApi, paymentLinksOpsApi } from '@cabinet/contracts/payment-links';
import { purchasesApi } from '@cabinet/contracts/purchases';
import { shopsApi } from '@cabinet/contracts/shops';
import { readConsentForm } from '../apps/api/src/sandboxes/marketplace-kit/consent.ts';
import { callApi, fundedSeller, operatorToken, type Seller } from './support.ts';

/**
 * Every page of the app, registered by its feature, for the one page sweep (`pages.e2e.ts`): opened in ua, ru and
 * en, each must show an h1, no untranslated key, no word of another language, no console error, nothing serious for
 * axe, and no sideways scroll at a phone's width. A feature adds its pages here, not a sweep of its own;
 * `pages.e2e.ts` fails when a route of `apps/web`'s `paths` is neither swept nor excused below.
 */

/**
 * Who opens the page: nobody; the seeded demo seller (whose seed fills the lists); the sweep's own seller, made once
 * per run with an address, a fee card, cashback, an invoice and a payment link; or the seeded operator.
 */
export type Visitor = 'nobody' | 'demo' | 'sweeper' | 'operator';

/** What the sweep creates for its own seller, for the pages that show one object. */
export interface SweepData {
  sweeper: Seller;
  addressId: number;
  invoiceId: number;
  linkCode: string;
  /** A payment started on the link and left at the provider: the page the buyer returns to. */
  paymentReference: string;
  /** An order of the sweeper's connected Etsy sandbox shop. */
  orderId: number;
  /** A "buy for me" request of the sweeper's. */
  purchaseId: number;
}

export interface PageCase {
  /** The route as the test names it; `:name`s are filled by `path`. */
  route: string;
  who: Visitor;
  /** The address to open, when the route has parameters or a query. */
  path?: (data: SweepData) => string;
  /** The 404 case: the page must be the not-found page. */
  notFound?: boolean;
  /** A part of the page opened after the page itself is checked (a dialog), then checked the same way. */
  opens?: { name: string; open: (page: Page) => Promise<void> };
}

const FEATURES: Record<string, PageCase[]> = {
  auth: [
    { route: '/login', who: 'nobody' },
    { route: '/register', who: 'nobody' },
    { route: '/login/forgotten', who: 'nobody' },
    { route: '/restore-password', who: 'nobody' },
    { route: '/no/such/page', who: 'nobody', notFound: true },
  ],
  legal: [
    { route: '/legal-info', who: 'nobody' },
    { route: '/legal-info/:slug', who: 'nobody', path: () => '/legal-info/user-agreement' },
  ],
  calculator: [
    { route: '/calculator', who: 'nobody' },
    { route: '/cart', who: 'nobody' },
    { route: '/ops/tariffs', who: 'operator' },
  ],
  'customs codes': [{ route: '/hs-codes', who: 'nobody' }],
  account: [
    { route: '/dashboard', who: 'demo' },
    { route: '/account', who: 'demo' },
    { route: '/account/edit', who: 'demo' },
    { route: '/settings/change-password', who: 'demo' },
    { route: '/settings/account-passport-info', who: 'demo' },
    { route: '/settings/2fa', who: 'demo' },
    { route: '/notifications', who: 'demo' },
    { route: '/settings/notifications', who: 'demo' },
    { route: '/subaccounts', who: 'demo' },
    { route: '/subaccounts/new', who: 'demo' },
    { route: '/ops', who: 'operator' },
    { route: '/ops/accounts', who: 'operator' },
    { route: '/ops/accounts/:id', who: 'operator', path: (d) => `/ops/accounts/${d.sweeper.accountId}` },
  ],
  addresses: [
    { route: '/addresses', who: 'sweeper' },
    { route: '/addresses/new', who: 'sweeper' },
    { route: '/addresses/:id/edit', who: 'sweeper', path: (d) => `/addresses/${d.addressId}/edit` },
  ],
  money: [
    { route: '/balance-log', who: 'demo' },
    { route: '/money-hold-log', who: 'demo' },
  ],
  'money in': [
    { route: '/money-in', who: 'demo' },
    { route: '/money-in/checkout', who: 'demo' },
    { route: '/ops/top-ups', who: 'operator' },
  ],
  'money out': [
    { route: '/get-money', who: 'sweeper' },
    { route: '/get-money/invoices', who: 'sweeper' },
    { route: '/get-money/checkout', who: 'sweeper', path: () => '/get-money/checkout?method=card&amount=20.00' },
    { route: '/requisites/card', who: 'sweeper' },
    { route: '/requisites/bank', who: 'sweeper' },
    { route: '/requisites/wallet', who: 'sweeper' },
    { route: '/withdrawal-agreements', who: 'sweeper' },
    { route: '/payoneer-accounts', who: 'sweeper' },
    { route: '/send-money', who: 'sweeper' },
    { route: '/ops/withdrawals', who: 'operator' },
    { route: '/ops/approvals', who: 'operator' },
  ],
  invoices: [
    { route: '/invoices', who: 'sweeper' },
    { route: '/invoices/:id', who: 'sweeper', path: (d) => `/invoices/${d.invoiceId}` },
    { route: '/pay-money', who: 'sweeper' },
    { route: '/pay-money/checkout', who: 'sweeper', path: (d) => `/pay-money/checkout?invoice=${d.invoiceId}` },
    { route: '/payments/incoming', who: 'sweeper' },
    { route: '/payments/sent', who: 'sweeper' },
    { route: '/reports/incoming-payments', who: 'sweeper' },
    { route: '/account/summary-report', who: 'sweeper' },
    { route: '/reports/handling-and-labels', who: 'demo' },
    { route: '/ops/invoices', who: 'operator' },
  ],
  cashback: [
    { route: '/cashback', who: 'sweeper' },
    {
      route: '/virtual-cards',
      who: 'sweeper',
      // The Issue dialog, where the mandatory first top-up is explained.
      opens: {
        name: 'the Issue a card dialog',
        open: async (page) => {
          await page.getByRole('button', { name: /Issue a card|Випустити картку|Выпустить карту/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
    },
    { route: '/ops/cashback-rules', who: 'operator' },
  ],
  'payment links': [
    { route: '/payment-links', who: 'sweeper' },
    { route: '/payment-links/new', who: 'sweeper' },
    { route: '/lost-payments/', who: 'sweeper' },
    { route: '/pay/:code', who: 'nobody', path: (d) => `/pay/${d.linkCode}` },
    {
      route: '/pay/:code/cancelled',
      who: 'nobody',
      path: (d) => `/pay/${d.linkCode}/cancelled?payment=${d.paymentReference}`,
    },
    { route: '/ops/payment-links', who: 'operator' },
    { route: '/ops/unidentified-payments', who: 'operator' },
  ],
  catalogue: [
    { route: '/products', who: 'demo' },
    { route: '/products/manufacturers', who: 'demo' },
    { route: '/products/import', who: 'demo' },
  ],
  shipments: [
    { route: '/shipments/create', who: 'demo' },
    { route: '/shipments/list', who: 'demo' },
    { route: '/shipments/process', who: 'demo' },
    { route: '/ops/shipments', who: 'operator' },
    { route: '/ops/shipments/receiving', who: 'operator' },
  ],
  'national-post': [
    { route: '/ukrposhta-shipments', who: 'demo' },
    { route: '/ukrposhta-shipments/new', who: 'demo' },
  ],
  shops: [
    { route: '/connect/:platform', who: 'sweeper', path: () => '/connect/etsy' },
    { route: '/connect/request', who: 'sweeper' },
    { route: '/settings/sales', who: 'sweeper' },
    { route: '/ops/shops', who: 'operator' },
  ],
  orders: [
    { route: '/orders/:type', who: 'sweeper', path: () => '/orders/all' },
    { route: '/orders/:type/:orderId', who: 'sweeper', path: (d) => `/orders/etsy/${d.orderId}` },
  ],
  returns: [
    { route: '/shipments/returns', who: 'demo' },
    { route: '/shipments/returns/unidentified', who: 'demo' },
    { route: '/ops/returns', who: 'operator' },
  ],
  'us-packages': [
    { route: '/buy/packages', who: 'demo' },
    { route: '/lost-orders', who: 'demo' },
    { route: '/ops/us-packages', who: 'operator' },
  ],
  warehouse: [
    { route: '/products/warehouse', who: 'demo' },
    { route: '/warehouse/disposal', who: 'demo' },
    { route: '/warehouse/calculator', who: 'nobody' },
    { route: '/warehouse/charges', who: 'demo' },
    // The demo seller's charge of last month, the first one a fresh database makes.
    { route: '/warehouse/charges/:id', who: 'demo', path: () => '/warehouse/charges/1' },
    { route: '/ops/warehouse', who: 'operator' },
    { route: '/ops/disposals', who: 'operator' },
    { route: '/ops/storage-tariffs', who: 'operator' },
  ],
  purchases: [
    { route: '/buy/new', who: 'demo' },
    { route: '/buy/purchases', who: 'demo' },
    { route: '/buy/purchases/:id', who: 'sweeper', path: (d) => `/buy/purchases/${d.purchaseId}` },
    { route: '/ops/purchases', who: 'operator' },
    { route: '/ops/purchases/:id', who: 'operator', path: (d) => `/ops/purchases/${d.purchaseId}` },
  ],
  'error reports': [{ route: '/ops/error-reports', who: 'operator' }],
  operators: [{ route: '/ops/operators', who: 'operator' }],
  audit: [{ route: '/ops/audit', who: 'operator' }],
};

export const SWEPT_PAGES: PageCase[] = Object.values(FEATURES).flat();

/**
 * Routes the sweep does not open, and why: each is a step inside a journey that reaches it with what it needs (a
 * one-time token, a code just sent, a parcel or return of the journey's own), and is checked there.
 */
export const NOT_SWEPT: Record<string, string> = {
  '/': 'redirects to /dashboard or /login',
  '/logout': 'signs out and redirects to /login',
  '/settings/2fa/init': 'a step of turning two-factor on (two-factor.e2e.ts)',
  '/settings/2fa/add': 'a step of turning two-factor on (two-factor.e2e.ts)',
  '/subaccounts/edit': "an employee's rights, opened from the list (subaccounts.e2e.ts)",
  '/subaccounts/accept': 'needs the e-mailed invitation token (subaccounts.e2e.ts)',
  '/payoneer-accounts/:accountId/activate/': 'needs the e-mailed activation code (money-out.e2e.ts)',
  '/pay/:code/done': "the provider's return after paying (payment-links.e2e.ts)",
  '/ops/shipments/:id': 'a parcel received and sent by the operator (ops-shipments.e2e.ts)',
  '/ops/error-reports/:id': 'needs a reported error (apps/api errors.api.test.ts; the page test renders it)',
  '/shipments/returns/unidentified/:returnId/claim': 'claims an unidentified return (returns.e2e.ts)',
};

/** The sweep's own seller and its objects, made through the API once per run (per worker). */
export async function prepareSweep(request: APIRequestContext): Promise<SweepData> {
  const sweeper = await fundedSeller(request, '40.00', { prefix: 'sweep', firstName: 'Oksana', lastName: 'Sweep' });
  const op = await operatorToken(request);
  const ok = async (response: Promise<APIResponse>) => {
    const res = await response;
    expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };

  const address = await ok(
    callApi(request, addressesApi.create, {
      token: sweeper.token,
      body: {
        book_type: 'sender',
        variation_type: 'individual',
        first_name: 'Olena',
        last_name: 'Koval',
        country: 'UA',
        state: 'UA-30',
        city: 'Kyiv',
        zip: '01001',
        address_line1: 'Khreshchatyk 1',
        is_default: true,
      },
    }),
  );
  // A card with its mandatory first top-up, and a charge that earns cashback.
  await ok(
    callApi(request, feeCardsApi.issue, { token: sweeper.token, body: { label: 'Shop', initial_top_up: '10' } }),
  );
  await ok(
    callApi(request, cashbackApi.charge, {
      params: { id: sweeper.accountId },
      token: op,
      body: { kind: 'shipment_charge', amount: '10', reason: 'Label' },
    }),
  );
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const invoice = await ok(
    callApi(request, invoicesOpsApi.issue, {
      token: op,
      body: {
        account_id: sweeper.accountId,
        title: 'Label printing',
        lines: [{ description: 'Labels A6', quantity: 1, unit_price: '1.00' }],
        due_date: due,
      },
    }),
  );
  const link = await ok(
    callApi(request, paymentLinksApi.create, {
      token: sweeper.token,
      body: { kind: 'permanent', amount: '12.50', currency: 'EUR', description: 'Consultation' },
    }),
  );
  await ok(callApi(request, paymentLinksOpsApi.accept, { params: { id: link.id }, token: op }));
  const started = await ok(
    callApi(request, payApi.start, { params: { code: link.code }, body: { email: 'buyer@example.com' } }),
  );
  const orderId = await connectEtsy(request, sweeper.token);
  const purchase = await ok(
    callApi(request, purchasesApi.create, {
      token: sweeper.token,
      body: { items: [{ url: 'https://shop.example.com/boots', title: 'Boots', options: 'size 42', quantity: 1 }] },
    }),
  );
  return {
    sweeper,
    addressId: (address.address_book_item as { id: number }).id,
    invoiceId: invoice.id as number,
    linkCode: link.code as string,
    paymentReference: started.reference as string,
    orderId,
    purchaseId: purchase.id as number,
  };
}

/** The sweeper connects an Etsy sandbox shop through its consent page (as a browser would) and has its orders. */
async function connectEtsy(request: APIRequestContext, token: string): Promise<number> {
  const headers = { 'API-KEY': token };
  const shopName = `Sweep${Date.now().toString(36)}`;
  const link = await callApi(request, shopsApi.connect, { token, body: { kind: 'etsy', shop_name: shopName } });
  const authorize = new URL(((await link.json()) as { authorize_url: string }).authorize_url);
  // The sandbox opens a shop only for a signed-in seller (the connect answer's cookie says so too).
  const form = readConsentForm(await (await request.get(authorize.toString(), { headers })).text());
  const consent = await request.post(new URL(form.action, authorize).toString(), {
    headers,
    form: { ...form.fields, handle: shopName, decision: 'allow' },
    maxRedirects: 0,
  });
  const params = Object.fromEntries(new URL(consent.headers().location!).searchParams);
  const finished = await callApi(request, shopsApi.finish, { params: { type: 'etsy' }, token, body: { params } });
  expect(finished.ok(), await finished.text()).toBe(true);
  let orderId = 0;
  await expect
    .poll(async () => {
      const list = await callApi(request, ordersApi.list, { query: { kind: 'etsy' }, token });
      orderId = ((await list.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;
      return orderId;
    })
    .toBeGreaterThan(0);
  return orderId;
}
