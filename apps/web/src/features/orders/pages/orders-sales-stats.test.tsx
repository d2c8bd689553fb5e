import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { ordersPage, salesStats, shop, shopsOverview, summary } from '../test-data.ts';
import { OrdersPage } from './orders-page.tsx';

beforeAll(() => i18n.loadNamespaces('orders'));
afterEach(() => vi.unstubAllGlobals());

const SHOPS = 'GET /api/shops';
const STATS = 'GET /api/sales/stats?days=30';
const STATS_YEAR = 'GET /api/sales/stats?days=365';
const shops = shopsOverview([shop(), shop({ id: 4, kind: 'amazon', name: 'Kyiv Goods US', track_mode: null })]);

function renderPage(url: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes([{ path: '/orders/:type', element: <OrdersPage /> }], url, queryClient);
}

const figure = (card: HTMLElement, name: string) => within(card).getByRole('group', { name });

describe('"My sales" on all orders', () => {
  it('shows the figures with their changes, the chart with its table, and the shops; the period switch asks for 365 days', async () => {
    const year = salesStats(365, {
      current: { orders: 400, revenue: '18000.00', average_order: '45.00' },
      previous: { orders: 0, revenue: '0.00', average_order: '0.00' },
    });
    const calls = stubApi({
      [SHOPS]: [200, shops],
      'GET /api/orders?page=1&on_page=20': [200, ordersPage([summary()])],
      [STATS]: [200, salesStats()],
      [STATS_YEAR]: [200, year],
      'GET /api/sales/stats?days=365&shop_id=3': [200, year],
    });
    renderPage('/orders/all');
    const card = await screen.findByRole('region', { name: 'My sales' });

    const orders = await within(card).findByRole('group', { name: 'Orders' });
    expect(orders).toHaveTextContent('42');
    expect(orders).toHaveTextContent('▲ +5%');
    expect(figure(card, 'Revenue')).toHaveTextContent('$1,890.00');
    expect(figure(card, 'Revenue')).toHaveTextContent('▼ −5%');
    expect(figure(card, 'Average order')).toHaveTextContent('$45.00▼ −10%');

    // The chart is an image named by its title; the same figures are a table for screen readers.
    const chartTitle = 'Orders by day: the last 30 days against the 30 days before';
    expect(within(card).getByRole('img', { name: chartTitle })).toBeInTheDocument();
    const data = within(card).getByRole('table', { name: chartTitle });
    expect(within(data).getAllByRole('row')).toHaveLength(4);
    expect(within(data).getByRole('row', { name: /20\.11\.2026/ })).toHaveTextContent('20.11.20262018');
    // A bar names its day and both figures when pointed at.
    expect(card.querySelector('svg rect title')?.textContent).toMatch(
      /^\d\d\.\d\d\.2026: \d+ \(the period before: \d+\)$/,
    );

    const user = userEvent.setup();
    await user.click(within(card).getByRole('radio', { name: 'Revenue' }));
    const revenueTitle = 'Revenue in USD by day: the last 30 days against the 30 days before';
    const revenue = within(card).getByRole('table', { name: revenueTitle });
    expect(within(revenue).getByRole('row', { name: /19\.11\.2026/ })).toHaveTextContent('19.11.2026$450.00$600.00');
    expect(within(card).getByRole('img', { name: revenueTitle })).toBeInTheDocument();

    // Per shop: the revenue's change, or no previous data for a shop that sold nothing then.
    const byShop = within(card).getByRole('table', { name: 'Sales by shop' });
    expect(within(byShop).getByTestId('sales-shop-3')).toHaveTextContent(
      /SunflowerCrafts.*Etsy.*30.*\$1,500\.00.*\$50\.00.*▼ −25%/,
    );
    expect(within(byShop).getByTestId('sales-shop-4')).toHaveTextContent(
      /Kyiv Goods US.*Amazon.*12.*\$390\.00.*no previous data/,
    );

    await user.click(within(card).getByRole('radio', { name: '365 days' }));
    await vi.waitFor(() => expect(calls.at(-1)?.key).toBe(STATS_YEAR));
    await vi.waitFor(() => expect(figure(card, 'Orders')).toHaveTextContent('400no previous data'));
    expect(within(card).getByRole('img', { name: /^Revenue in USD by week: the last 365 days/ })).toBeInTheDocument();

    await user.click(within(card).getByRole('combobox', { name: 'Show sales of' }));
    await user.click(await screen.findByRole('option', { name: 'Etsy · SunflowerCrafts' }));
    await vi.waitFor(() => expect(calls.at(-1)?.key).toBe('GET /api/sales/stats?days=365&shop_id=3'));
  });

  it('stands over the list of all shops only', async () => {
    const calls = stubApi({
      [SHOPS]: [200, shops],
      'GET /api/orders?page=1&on_page=20&kind=etsy': [200, ordersPage([summary()])],
    });
    renderPage('/orders/etsy');
    await screen.findByTestId('order-7');
    expect(screen.queryByRole('region', { name: 'My sales' })).toBeNull();
    expect(calls.some((c) => c.key.startsWith('GET /api/sales'))).toBe(false);
  });
});
