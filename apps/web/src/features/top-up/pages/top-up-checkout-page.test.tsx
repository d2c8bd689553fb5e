import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { methods, topUp } from '../test-data.ts';
import { TopUpCheckoutPage } from './top-up-checkout-page.tsx';

beforeAll(() => i18n.loadNamespaces('top-up'));
afterEach(() => vi.unstubAllGlobals());

const renderPage = (search: string) =>
  renderRoutes([{ path: '/money-in/checkout', element: <TopUpCheckoutPage /> }], `/money-in/checkout${search}`);

describe('/money-in/checkout', () => {
  it('waits while the top-up is pending, then says it is paid and links to the balance log', async () => {
    let asked = 0;
    stubApi({
      'GET /api/money-in/methods': [200, methods],
      'GET /api/money-in/top-ups/7': () =>
        jsonResponse(200, topUp({ status: ++asked < 2 ? 'pending' : 'paid', paid_at: '2026-11-21T10:01:00.000Z' })),
    });
    renderPage('?top_up=7&session=cs_test_000000000000000000000000');
    expect(await screen.findByText('Waiting for the payment provider to confirm the payment…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment received: $25.00 has been added to your balance.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the balance log' })).toHaveAttribute('href', '/balance-log');
    expect(asked).toBe(2);
  });

  it('says a declined payment took no money and offers to try again', async () => {
    stubApi({
      'GET /api/money-in/methods': [200, methods],
      'GET /api/money-in/top-ups/7': [200, topUp({ status: 'declined' })],
    });
    renderPage('?top_up=7');
    expect(await screen.findByText('The payment was declined. No money was taken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/money-in');
  });

  it('says so when there is no such top-up', async () => {
    stubApi({
      'GET /api/money-in/methods': [200, methods],
      'GET /api/money-in/top-ups/8': [404, { code: 'not_found', message: 'Not found' }],
    });
    renderPage('?top_up=8');
    expect(await screen.findByText('There is no such top-up.')).toBeInTheDocument();
  });
});
