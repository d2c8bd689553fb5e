import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { overview, sender, senders, shop } from '../test-data.ts';
import { SalesSettingsPage } from './sales-settings-page.tsx';

beforeAll(() => i18n.loadNamespaces('shops'));
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/shops';
const SENDERS = 'GET /api/user/book?book_type=sender&page=1&on_page=100';

function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes([{ path: '/settings/sales', Component: SalesSettingsPage }], '/settings/sales', queryClient);
}

describe('sales settings page', () => {
  it("saves an Etsy shop's track sending mode", async () => {
    let saved = false;
    const calls = stubApi({
      [SENDERS]: [200, senders([sender()])],
      [LIST]: () =>
        new Response(
          JSON.stringify(
            overview([
              shop({ track_mode: saved ? 'after_warehouse' : 'none' }),
              shop({ id: 9, kind: 'shopify', name: 'linen.myshopify.com', track_mode: null }),
            ]),
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      'PATCH /api/shops/7': () => {
        saved = true;
        return new Response(JSON.stringify(shop({ track_mode: 'after_warehouse' })), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderPage();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'LinenLane' });
    expect(screen.queryByRole('region', { name: 'linen.myshopify.com' })).toBeNull();
    const modes = within(card).getByRole('radiogroup', { name: 'Track sending for LinenLane' });
    expect(within(modes).getByRole('radio', { name: 'Do not send tracking' })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: 'Send the destination track' })).toHaveAccessibleDescription(
      /buyer's country/,
    );
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(modes).getByRole('radio', { name: 'Send the track after processing at the US warehouse' }));
    await user.click(save);
    expect(await screen.findByText('Track sending for “LinenLane” is saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PATCH /api/shops/7').map((c) => c.body)).toEqual([
      { track_mode: 'after_warehouse' },
    ]);
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Send the track after processing at the US warehouse' })).toBeChecked(),
    );
  });

  it('warns when Etsy does not accept tracking for the shop', async () => {
    stubApi({ [LIST]: [200, overview([shop({ tracking_permitted: false })])], [SENDERS]: [200, senders([])] });
    renderPage();
    const card = await screen.findByRole('region', { name: 'LinenLane' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Etsy does not accept tracking from this app for your shop.',
    );
  });

  it('points to connecting Etsy when no Etsy shop is connected', async () => {
    stubApi({
      [LIST]: [200, overview([shop({ kind: 'amazon', name: 'North store', track_mode: null })])],
      [SENDERS]: [200, senders([])],
    });
    renderPage();
    expect(await screen.findByText('No Etsy shop is connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect an Etsy shop' })).toHaveAttribute('href', '/connect/etsy');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
