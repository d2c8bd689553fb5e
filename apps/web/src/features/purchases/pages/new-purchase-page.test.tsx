import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { NewPurchasePage } from './new-purchase-page.tsx';

beforeAll(() => i18n.loadNamespaces('purchases'));
afterEach(() => vi.unstubAllGlobals());

const US_SUITE = {
  suite: '000-042',
  name: 'Olena Koval',
  address_line1: '4100 Grays Ave',
  address_line2: 'Suite 000-042',
  city_line: 'Philadelphia, PA 19142, USA',
};

function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes(
    [
      { path: '/buy/new', element: <NewPurchasePage /> },
      { path: '/buy/purchases/:id', element: <h1>Purchase page</h1> },
    ],
    '/buy/new',
    queryClient,
  );
}

describe('NewPurchasePage', () => {
  it('asks for the link and the name before sending anything', async () => {
    const calls = stubApi({ 'GET /api/us-suite': [200, US_SUITE] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to the item' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Item name' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key === 'POST /api/purchases')).toEqual([]);
  });

  it('sends two items and opens the new purchase', async () => {
    const calls = stubApi({
      'GET /api/us-suite': [200, US_SUITE],
      'POST /api/purchases': [
        201,
        {
          id: 9,
          status: 'incoming',
          items: [],
          quote: null,
          paid: null,
          refunded: null,
          shop_order_number: null,
          tracking: null,
          created_at: '2026-12-02T10:00:00.000Z',
          updated_at: '2026-12-02T10:00:00.000Z',
        },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Link to the item' }), 'https://shop.example.com/a');
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'Boots');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const links = screen.getAllByRole('textbox', { name: 'Link to the item' });
    await user.type(links[1]!, 'https://shop.example.com/b');
    await user.type(screen.getAllByRole('textbox', { name: 'Item name' })[1]!, 'Hat');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'POST /api/purchases')).toBe(true), { timeout: 3000 });
    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'POST /api/purchases')!.body as { items: { title: string }[] };
    expect(sent.items.map((i) => i.title)).toEqual(['Boots', 'Hat']);
  });
});
