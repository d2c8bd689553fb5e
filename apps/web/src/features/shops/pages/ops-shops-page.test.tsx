import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectionRequest } from '@cabinet/contracts/shops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import type { OpsShop } from '../api/ops-shops.ts';
import { OpsShopsPage } from './ops-shops-page.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('shops');
});
afterEach(() => vi.unstubAllGlobals());

const failing: OpsShop = {
  id: 7,
  kind: 'etsy',
  name: 'LinenLane',
  url: 'https://www.etsy.com/shop/LinenLane',
  status: 'connected',
  configured: true,
  authorization_expires_at: null,
  connected_at: '2026-11-01T09:00:00',
  last_synced_at: '2026-11-21T10:05:00',
  sync_state: 'failed',
  sync_error: 'Etsy did not answer',
  orders_count: 12,
  track_mode: 'none',
  tracking_permitted: true,
  shipment_defaults: null,
  personal_data_withheld_since: null,
  account_email: 'olena@example.com',
  seller: { account_id: 4, name: 'Olena Kovalenko', email: 'olena@example.com' },
  last_error_at: '2026-11-21T10:06:00',
  last_error_detail: '503 Service Unavailable: upstream timeout',
};
const request = (overrides: Partial<ConnectionRequest> = {}): ConnectionRequest => ({
  id: 3,
  platform: 'Walmart',
  shop_url: 'https://www.walmart.com/seller/linenlane',
  comment: 'About 40 orders a month',
  status: 'new',
  answer: null,
  created_at: '2020-01-02T10:00:00',
  due_at: '2020-01-07T10:00:00',
  account_email: 'olena@example.com',
  ...overrides,
});
const page = <T,>(items: T[]) => ({ items, page: 1, on_page: 20, total: items.length, next_page: null });

const SHOPS = 'GET /api/ops/shops?page=1&on_page=20';
const REQUESTS = 'GET /api/ops/shop-requests?page=1&on_page=20';
const renderPage = () => renderRoutes([{ path: '/ops/shops', Component: OpsShopsPage }], '/ops/shops');

describe('ops shops desk', () => {
  it('lists shops with their sync state and last failure, filters them and re-runs a sync', async () => {
    const calls = stubApi({
      [SHOPS]: [200, page([failing])],
      'GET /api/ops/shops?page=1&kind=etsy&on_page=20': [200, page([failing])],
      'GET /api/ops/shops?page=1&kind=etsy&failing=true&on_page=20': [200, page([failing])],
      'GET /api/ops/shops?page=1&kind=etsy&failing=true&q=olena&on_page=20': [200, page([failing])],
      [REQUESTS]: [200, page([])],
      'POST /api/ops/shops/7/sync': [202, { ...failing, sync_state: 'queued' }],
    });
    const { router } = renderPage();
    const user = userEvent.setup();
    const row = await screen.findByTestId('ops-shop-7');
    expect(row).toHaveTextContent('olena@example.com');
    expect(row).toHaveTextContent('Etsy');
    expect(within(row).getByRole('link', { name: 'LinenLane' })).toHaveAttribute(
      'href',
      'https://www.etsy.com/shop/LinenLane',
    );
    expect(row).toHaveTextContent('Connected');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('21.11.2026 10:05');
    expect(row).toHaveTextContent('Etsy did not answer');
    expect(row).toHaveTextContent('21.11.2026 10:06');
    expect(row).toHaveTextContent('503 Service Unavailable: upstream timeout');
    expect(row).toHaveTextContent('12');
    expect(row).not.toHaveTextContent('withheld');

    await user.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    await user.click(await screen.findByRole('option', { name: 'Etsy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Failing only' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'olena{Enter}');
    await vi.waitFor(() =>
      expect(calls.map((c) => c.key)).toContain('GET /api/ops/shops?page=1&kind=etsy&failing=true&q=olena&on_page=20'),
    );
    expect(router.state.location.search).toContain('failing=true');

    await user.click(
      within(await screen.findByTestId('ops-shop-7')).getByRole('button', { name: 'Re-run sync: LinenLane' }),
    );
    expect(await screen.findByText('The sync of “LinenLane” (olena@example.com) is queued')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/ops/shops/7/sync')).toHaveLength(1);
  });

  it('highlights overdue requests and saves an answer', async () => {
    let answered = false;
    const calls = stubApi({
      [SHOPS]: [200, page([])],
      [REQUESTS]: () =>
        jsonResponse(
          200,
          page([
            answered ? request({ status: 'done', answer: 'Connected by hand' }) : request(),
            request({ id: 4, platform: 'Wix', due_at: '2099-01-07T10:00:00', status: 'in_progress' }),
          ]),
        ),
      'GET /api/ops/shop-requests?page=1&status=new&on_page=20': [200, page([request()])],
      'POST /api/ops/shop-requests/3/answer': () => {
        answered = true;
        return jsonResponse(200, request({ status: 'done', answer: 'Connected by hand' }));
      },
    });
    renderPage();
    const user = userEvent.setup();
    const walmart = await screen.findByTestId('request-3');
    expect(walmart).toHaveTextContent('07.01.2020');
    expect(within(walmart).getByText('Overdue')).toBeInTheDocument();
    expect(walmart).toHaveAttribute('data-overdue', 'true');
    const wix = screen.getByTestId('request-4');
    expect(within(wix).queryByText('Overdue')).toBeNull();
    expect(wix).toHaveTextContent('In progress');

    await user.click(within(walmart).getByRole('button', { name: 'Answer the Walmart request of olena@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the Walmart request' });
    await user.click(within(dialog).getByRole('radio', { name: 'Done' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Answer to the seller/ }), 'Connected by hand');
    await user.click(within(dialog).getByRole('button', { name: 'Send the answer' }));

    expect(await screen.findByText('The answer to olena@example.com is saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/ops/shop-requests/3/answer').map((c) => c.body)).toEqual([
      { status: 'done', answer: 'Connected by hand' },
    ]);
    await vi.waitFor(() => expect(screen.getByTestId('request-3')).toHaveTextContent('Connected by hand'));
    expect(screen.getByTestId('request-3')).not.toHaveAttribute('data-overdue');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await vi.waitFor(() =>
      expect(calls.map((c) => c.key)).toContain('GET /api/ops/shop-requests?page=1&status=new&on_page=20'),
    );
  });

  it('flags a shop whose marketplace withholds buyers’ names and streets, since when', async () => {
    stubApi({
      [SHOPS]: [200, page([{ ...failing, kind: 'amazon', personal_data_withheld_since: '2026-11-20T08:00:00Z' }])],
      [REQUESTS]: [200, page([])],
    });
    renderPage();
    const row = await screen.findByTestId('ops-shop-7');
    expect(row).toHaveTextContent(
      "Buyers' names and streets withheld by the marketplace since 20.11.2026: check our app's data permissions there",
    );
  });
});
