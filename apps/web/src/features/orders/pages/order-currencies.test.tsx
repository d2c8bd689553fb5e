import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { crmState, order, ordersPage, shop, shopsOverview, summary } from '../test-data.ts';
import { OrderPage } from './order-page.tsx';
import { OrdersPage } from './orders-page.tsx';

// Orders in other currencies (docs/orders.md, "Currencies"): their own total in §9's format, the US dollar figure at
// the NBU's rate of the day beside it, a word instead of a figure where the rates have no rate, and what the buyer
// paid in their own currency on the order's page.

beforeAll(async () => {
  await i18n.loadNamespaces('orders');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** Testing Library reads text with its white space collapsed: §9's no-break spaces read as spaces. */
const NBSP = ' ';
const euro = summary({
  id: 21,
  number: '3000000021',
  internal_number: 'ET-000021',
  shop_name: 'KyivEUR',
  total: { amount: '1391.47', currency: 'EUR' },
  total_usd: { amount: '1613.49', rate_date: '2026-11-21' },
});
const hryvnia = summary({
  id: 22,
  number: '3000000022',
  internal_number: 'ET-000022',
  total: { amount: '1650.00', currency: 'UAH' },
  total_usd: { amount: '40.00', rate_date: '2026-11-21' },
});
const canadian = summary({
  id: 23,
  kind: 'amazon',
  number: '113-0000000-0000023',
  internal_number: 'AM-000023',
  total: { amount: '45.00', currency: 'CAD' },
  total_usd: null,
});

function renderRoute(path: string, element: React.ReactNode, url: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes([{ path, element }], url, queryClient);
}

describe('the orders list', () => {
  it('shows each total in its currency, and in US dollars when it is another', async () => {
    stubApi({
      'GET /api/shops': [200, shopsOverview([shop()])],
      'GET /api/orders?page=1&on_page=20': [200, ordersPage([summary(), euro, hryvnia, canadian])],
    } as never);
    renderRoute('/orders/:type', <OrdersPage />, '/orders/all');

    const usdRow = await screen.findByTestId('order-7');
    expect(within(usdRow).getByText('$64.50')).toBeInTheDocument();
    expect(within(usdRow).queryByTestId('order-usd')).not.toBeInTheDocument();

    const euroRow = screen.getByTestId('order-21');
    expect(within(euroRow).getByText(`1.391,47${NBSP}€`)).toBeInTheDocument();
    const figure = within(euroRow).getByTestId('order-usd');
    expect(figure).toHaveTextContent(`≈${NBSP}$1,613.49`);
    expect(figure).toHaveAttribute('title', 'At the NBU official rate on 21.11.2026');
    await userEvent.hover(figure);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('At the NBU official rate on 21.11.2026');

    const hryvniaRow = screen.getByTestId('order-22');
    expect(within(hryvniaRow).getByText(`1${NBSP}650,00${NBSP}грн`)).toBeInTheDocument();
    expect(within(hryvniaRow).getByTestId('order-usd')).toHaveTextContent(`≈${NBSP}$40.00`);

    // The rates carry no Canadian dollar: no figure, and the hint says why.
    const canadianRow = screen.getByTestId('order-23');
    const none = within(canadianRow).getByTestId('order-usd');
    expect(none).toHaveTextContent('No amount in US dollars');
    expect(none).not.toHaveTextContent('$');
    expect(none).toHaveAttribute('title', expect.stringContaining('no official rate for CAD'));
  });
});

describe('the order page', () => {
  it('shows the total in US dollars with the rate’s date, and what the buyer paid in their currency', async () => {
    stubApi({
      'GET /api/orders/21': [
        200,
        order({
          ...euro,
          kind: 'shopify',
          subtotal: { amount: '1300.00', currency: 'EUR' },
          discount: { amount: '0.00', currency: 'EUR' },
          tax: { amount: '76.47', currency: 'EUR' },
          shipping: { amount: '15.00', currency: 'EUR' },
          buyer_total: { amount: '1213.36', currency: 'GBP' },
        }),
      ],
      'GET /api/crm': [200, crmState('not_started')],
    });
    renderRoute('/orders/:type/:orderId', <OrderPage />, '/orders/shopify/21');
    const money = await screen.findByRole('table', { name: 'Money' });
    const row = (name: string) => within(money).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Total 1')).toHaveTextContent(`1.391,47${NBSP}€`);
    expect(row('Total in US dollars')).toHaveTextContent(`$1,613.49At the NBU official rate on 21.11.2026`);
    expect(row('Paid by the buyer')).toHaveTextContent(`£1,213.36In the buyer's currency; the marketplace converted`);
  });

  it('says there is no dollar figure for a currency the rates lack, in Ukrainian too', async () => {
    await i18n.changeLanguage('ua');
    stubApi({
      'GET /api/orders/23': [200, order({ ...canadian, total: { amount: '45.00', currency: 'CAD' } })],
      'GET /api/crm': [200, crmState('not_started')],
    });
    renderRoute('/orders/:type/:orderId', <OrderPage />, '/orders/amazon/23');
    const money = await screen.findByRole('table', { name: 'Гроші' });
    const row = within(money).getByRole('row', { name: /^Разом у доларах США/ });
    expect(row).toHaveTextContent('Суми в доларах США немає');
    expect(row).toHaveTextContent('офіційного курсу НБУ для CAD');
    expect(within(money).queryByRole('row', { name: /^Сплачено покупцем/ })).not.toBeInTheDocument();
  });
});
