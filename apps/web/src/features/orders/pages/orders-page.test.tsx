import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { indexRoutes } from '../../../shared/lib/known-paths.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { ordersPage, salesStats, shop, shopsOverview, summary } from '../test-data.ts';
import { OrdersPage } from './orders-page.tsx';

beforeAll(() => i18n.loadNamespaces('orders'));
afterEach(() => vi.unstubAllGlobals());

const SHOPS = 'GET /api/shops';
const etsyShop = shop();
const amazonShop = shop({ id: 4, kind: 'amazon', name: 'Kyiv Goods US', track_mode: null });
const list = (query: string) => `GET /api/orders?${query}`;

function renderPage(url: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  const routes = [
    { path: '/orders/:type', element: <OrdersPage /> },
    // The connect screen exists in the app: the empty state may link to it.
    { path: '/connect/:platform', element: <p>Connect</p> },
  ];
  indexRoutes(routes);
  return renderRoutes(routes, url, queryClient);
}

const search = (router: ReturnType<typeof renderPage>['router']) =>
  [...new URLSearchParams(router.state.location.search)].map(([k, v]) => `${k}=${v}`);

describe('orders list', () => {
  it('sends the filters in the URL to the server, shows every column, and writes a changed filter back', async () => {
    const filtered =
      'page=1&on_page=20&kind=etsy&shop_id=3&status=open&status=shipped&payment_status=paid&crm_status=new' +
      '&from=2026-11-01&to=2026-11-30&q=VYSH&unshipped=true';
    const shipped = summary({
      id: 8,
      number: '2718281828',
      internal_number: 'ET-000008',
      crm_status: 'problem',
      total: { amount: '1250.00', currency: 'CAD' },
      total_usd: null,
      shipment: { id: 501, number: 'SC00000501', status: 'customer_created' },
      track: {
        state: 'refused',
        numbers: ['LA1'],
        carrier: 'usps',
        message: null,
        sent_at: null,
        attempts: 1,
        packages: [],
      },
      buyer_name: null,
      buyer_erased: 'retention',
    });
    const calls = stubApi({
      [SHOPS]: [200, shopsOverview([etsyShop, amazonShop])],
      [list(filtered)]: [200, ordersPage([summary(), shipped])],
      [list(filtered.replace('&unshipped=true', ''))]: [200, ordersPage([summary()])],
    } as never);
    const { router } = renderPage(
      '/orders/etsy?status=open&status=shipped&payment_status=paid&crm_status=new&shop_id=3' +
        '&from=2026-11-01&to=2026-11-30&q=VYSH&unshipped=true',
    );

    const row = await screen.findByTestId('order-7');
    expect(calls.map((c) => c.key)).toContain(list(filtered));
    expect(within(row).getByRole('link', { name: 'No. 3141592653' })).toHaveAttribute('href', '/orders/etsy/7');
    for (const text of ['ET-000007', 'SunflowerCrafts', 'Etsy', 'Jane Doe', 'Items: 2', '$64.50', 'Paid'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/^20\.11\.2026 \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Not shipped yet')).toBeInTheDocument();
    // No track to speak of before a shipment sends one.
    expect(within(row).queryByText(/^Track:/)).not.toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'United States' })).toBeInTheDocument();
    // The other order: its own currency, its shipment's link, its track refused.
    const other = screen.getByTestId('order-8');
    // §9: a currency without a home format of its own is written the default way.
    expect(within(other).getByText('1 250,00 CA$')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'SC00000501' })).toHaveAttribute(
      'href',
      '/shipments/list?shipment=501',
    );
    expect(within(other).getByText('Track: Refused')).toBeInTheDocument();
    expect(within(other).getByText('Problem')).toBeInTheDocument();
    // Its buyer was forgotten (privacy), which is not the same as never given.
    expect(within(other).getByText('Forgotten')).toBeInTheDocument();
    expect(screen.getByText('Orders: 2')).toBeInTheDocument();

    // The controls show the URL's filters; the shop filter offers only this kind's shops.
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('VYSH');
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('SunflowerCrafts');
    const unshipped = screen.getByRole('checkbox', { name: 'Not shipped yet' });
    expect(unshipped).toBeChecked();

    const user = userEvent.setup();
    await user.click(unshipped);
    expect(search(router)).not.toContain('unshipped=true');
    expect(search(router)).toContain('status=shipped');
    await vi.waitFor(() => expect(screen.queryByTestId('order-8')).not.toBeInTheDocument());
    expect(calls.map((c) => c.key)).toContain(list(filtered.replace('&unshipped=true', '')));
  });

  it('filters by a CRM status picked in its multi-select, on the server', async () => {
    const calls = stubApi({
      [SHOPS]: [200, shopsOverview([etsyShop, amazonShop])],
      [list('page=1&on_page=20')]: [200, ordersPage([summary()])],
      [list('page=1&on_page=20&crm_status=problem')]: [200, ordersPage([])],
      'GET /api/sales/stats?days=30': [200, salesStats()],
    } as never);
    const { router } = renderPage('/orders/all');
    await screen.findByTestId('order-7');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'CRM status' }));
    await user.click(await screen.findByRole('option', { name: 'Problem' }));
    expect(search(router)).toEqual(['crm_status=problem', 'page=1']);
    expect(await screen.findByText('No orders match the filters')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(list('page=1&on_page=20&crm_status=problem'));
    // Every kind is listed: the shop filter names each shop with its marketplace.
    await user.click(screen.getByRole('combobox', { name: 'Shop' }));
    expect(screen.getByRole('option', { name: 'Amazon · Kyiv Goods US' })).toBeInTheDocument();
  });

  it('marks an open order whose buyer asked to cancel', async () => {
    stubApi({
      [SHOPS]: [200, shopsOverview([etsyShop])],
      [list('page=1&on_page=20&kind=etsy')]: [
        200,
        ordersPage([summary({ cancel_requested: true }), summary({ id: 9, number: '99' })], 2),
      ],
    } as never);
    renderPage('/orders/etsy');
    expect(within(await screen.findByTestId('order-7')).getByText('Cancellation requested')).toBeInTheDocument();
    expect(within(screen.getByTestId('order-9')).queryByText('Cancellation requested')).toBeNull();
  });

  it('pages on the server', async () => {
    const calls = stubApi({
      [SHOPS]: [200, shopsOverview([etsyShop])],
      [list('page=1&on_page=20&kind=etsy')]: [200, ordersPage([summary()], 45)],
      [list('page=2&on_page=20&kind=etsy')]: [200, ordersPage([summary({ id: 9, number: '99' })], 45, 2)],
    } as never);
    const { router } = renderPage('/orders/etsy');
    await screen.findByTestId('order-7');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByTestId('order-9')).toBeInTheDocument();
    expect(search(router)).toEqual(['page=2']);
    expect(calls.at(-1)?.key).toBe(list('page=2&on_page=20&kind=etsy'));
  });

  it('leads a seller with no shop of the kind to connect one, and switches kinds by links', async () => {
    stubApi({
      [SHOPS]: [200, shopsOverview([etsyShop])],
      [list('page=1&on_page=20&kind=amazon')]: [200, ordersPage([])],
    } as never);
    renderPage('/orders/amazon');
    expect(
      await screen.findByText('You have no Amazon shop connected yet. Connect it to see its orders here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Amazon' })).toHaveAttribute('href', '/connect/amazon');
    expect(screen.queryByText('No orders match the filters')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Amazon orders' })).toBeInTheDocument();

    const kinds = screen.getByRole('navigation', { name: 'Shop kinds' });
    expect(within(kinds).getByRole('link', { name: 'Amazon' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds).getByRole('link', { name: 'Etsy' })).toHaveAttribute('href', '/orders/etsy');
    expect(within(kinds).getByRole('link', { name: 'All shops' })).toHaveAttribute('href', '/orders/all');
  });

  it('says an unknown list type is not found, without asking the server', async () => {
    const calls = stubApi({} as never);
    renderPage('/orders/aliexpress');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
