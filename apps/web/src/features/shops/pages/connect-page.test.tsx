import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { overview, shop } from '../test-data.ts';
import { ConnectPage } from './connect-page.tsx';

beforeAll(() => i18n.loadNamespaces('shops'));
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/shops';
const FINISH = 'POST /api/etsy/finish-integration';

/** The page in strict mode, as in development: its effects run twice, and the return must still be sent once. */
function renderPage(entry: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes(
    [
      {
        path: '/connect/:platform',
        element: (
          <StrictMode>
            <DialogHost>
              <ConnectPage />
            </DialogHost>
          </StrictMode>
        ),
      },
    ],
    entry,
    queryClient,
  );
}

describe('connect page', () => {
  it("shows the marketplace's shops with their state, import and orders", async () => {
    stubApi({
      [LIST]: [
        200,
        overview([
          shop({ sync_state: 'failed', sync_error: 'Etsy did not answer', tracking_permitted: false }),
          shop({ id: 8, kind: 'amazon', name: 'Amazon store' }),
        ]),
      ],
    });
    renderPage('/connect/etsy');
    const card = await screen.findByRole('article', { name: 'LinenLane' });
    expect(within(card).getByRole('link', { name: 'LinenLane' })).toHaveAttribute(
      'href',
      'https://www.etsy.com/shop/LinenLane',
    );
    expect(card).toHaveTextContent('Connected');
    expect(card).toHaveTextContent('Last synced 21.11.2026 10:05');
    expect(card).toHaveTextContent('Import failed');
    expect(card).toHaveTextContent('Last import failed: Etsy did not answer');
    expect(within(card).getByRole('link', { name: 'Orders: 12' })).toHaveAttribute('href', '/orders/etsy');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Etsy does not accept tracking from this app for your shop.',
    );
    expect(screen.getByText(/must be upgraded to version 3/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Amazon store' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Etsy shops' })).toBeInTheDocument();
  });

  it('generates the consent link for the shop name and offers it in the same tab', async () => {
    const calls = stubApi({
      [LIST]: [200, overview([])],
      'POST /api/shops/connect': [
        200,
        { authorize_url: 'https://www.etsy.com/oauth/connect?state=s1', expires_at: '2026-11-21T10:20:00' },
      ],
    });
    renderPage('/connect/etsy');
    const user = userEvent.setup();
    expect(await screen.findByText('No Etsy shop is connected yet.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Shop name/ });
    expect(name).toHaveAccessibleDescription(/etsy\.com\/shop\/YourShopName/);

    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/shops/connect')).toBe(false);

    await user.type(name, ' LinenLane ');
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    const confirm = await screen.findByRole('link', { name: 'Confirm at Etsy' });
    expect(confirm).toHaveAttribute('href', 'https://www.etsy.com/oauth/connect?state=s1');
    expect(confirm).not.toHaveAttribute('target');
    expect(screen.getByText('The link works until 21.11.2026 10:20.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/shops/connect').map((c) => c.body)).toEqual([
      { kind: 'etsy', shop_name: 'LinenLane' },
    ]);

    // A link belongs to the name it was made for: editing the name takes it away.
    await user.type(name, 'X');
    expect(screen.queryByRole('link', { name: 'Confirm at Etsy' })).toBeNull();
  });

  it('hands the return from the marketplace to the server once, clears the address and shows the shop', async () => {
    let listed = 0;
    const calls = stubApi({
      [LIST]: () => {
        listed += 1;
        return new Response(JSON.stringify(overview(listed > 1 ? [shop()] : [])), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      [FINISH]: [200, shop({ sync_state: 'queued' })],
    });
    const { router } = renderPage('/connect/etsy?code=c0de&state=s1');
    const connected = await screen.findByRole('status', { name: '“LinenLane” is connected' });
    expect(connected).toHaveTextContent('Its orders are being imported');
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.key === FINISH).map((c) => c.body)).toEqual([
      { params: { code: 'c0de', state: 's1' } },
    ]);
    expect(await screen.findByRole('article', { name: 'LinenLane' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === FINISH)).toHaveLength(1);
  });

  it("shows the server's refusal when the seller declined at the marketplace", async () => {
    const calls = stubApi({
      [LIST]: [200, overview([])],
      [FINISH]: [
        400,
        { code: 'oauth_denied', message: 'You declined access at Etsy: the shop was not connected.', errors: [] },
      ],
    });
    const { router } = renderPage('/connect/etsy?error=access_denied&state=s1');
    const refusal = await screen.findByRole('alert', { name: 'The shop was not connected' });
    expect(refusal).toHaveTextContent('You declined access at Etsy: the shop was not connected.');
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.key === FINISH).map((c) => c.body)).toEqual([
      { params: { error: 'access_denied', state: 's1' } },
    ]);
  });

  it('does not post anything when the page is opened without a return', async () => {
    const calls = stubApi({ [LIST]: [200, overview([])] });
    renderPage('/connect/etsy?tab=1');
    await screen.findByText('No Etsy shop is connected yet.');
    expect(calls.map((c) => c.key)).toEqual([LIST]);
  });

  it('unlinks only after the confirmation', async () => {
    const calls = stubApi({
      [LIST]: [200, overview([shop()])],
      'DELETE /api/shops/7': () => new Response(null, { status: 204 }),
    });
    renderPage('/connect/etsy');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'LinenLane' });

    await user.click(within(card).getByRole('button', { name: 'Unlink LinenLane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink “LinenLane”?' });
    expect(dialog).toHaveTextContent('Our access is revoked at Etsy and deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Unlink LinenLane' }));
    const again = await screen.findByRole('dialog', { name: 'Unlink “LinenLane”?' });
    await user.click(within(again).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('“LinenLane” is unlinked')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'DELETE /api/shops/7')).toHaveLength(1);
  });

  it('imports now on "Sync now"', async () => {
    const calls = stubApi({
      [LIST]: [200, overview([shop()])],
      'POST /api/shops/7/sync': [202, shop({ sync_state: 'queued' })],
    });
    renderPage('/connect/etsy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sync now: LinenLane' }));
    expect(await screen.findByText('Importing the new orders of “LinenLane”')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/shops/7/sync')).toHaveLength(1);
  });

  it('asks to reconnect a shop whose authorisation ended, with a new link for the same name', async () => {
    const calls = stubApi({
      [LIST]: [200, overview([shop({ status: 'reconnect' })])],
      'POST /api/shops/connect': [
        200,
        { authorize_url: 'https://www.etsy.com/oauth/connect?state=s2', expires_at: '2026-11-21T10:20:00' },
      ],
    });
    renderPage('/connect/etsy');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'LinenLane' });
    expect(card).toHaveTextContent('Reconnect needed');
    expect(within(card).queryByRole('button', { name: 'Sync now: LinenLane' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Reconnect LinenLane' }));
    const confirm = await screen.findByRole('link', { name: 'Confirm at Etsy' });
    expect(confirm).toHaveAttribute('href', 'https://www.etsy.com/oauth/connect?state=s2');
    expect(confirm).toHaveFocus();
    expect(calls.filter((c) => c.key === 'POST /api/shops/connect').map((c) => c.body)).toEqual([
      { kind: 'etsy', shop_name: 'LinenLane' },
    ]);
  });

  it('shows whether an Amazon shop is configured and when to re-authorise it', async () => {
    stubApi({
      [LIST]: [
        200,
        overview([
          shop({ id: 1, kind: 'amazon', name: 'North store', authorization_expires_at: '2027-11-01T00:00:00' }),
          shop({
            id: 2,
            kind: 'amazon',
            name: 'South store',
            configured: false,
            personal_data_withheld_since: '2026-11-20T08:00:00Z',
          }),
        ]),
      ],
    });
    renderPage('/connect/amazon');
    const north = await screen.findByRole('article', { name: 'North store' });
    expect(north).toHaveTextContent('Configured');
    expect(north).toHaveTextContent('Re-authorise by 01.11.2027');
    expect(north).not.toHaveTextContent('without the buyers');
    const south = screen.getByRole('article', { name: 'South store' });
    expect(south).toHaveTextContent('Not configured');
    expect(south).not.toHaveTextContent('Re-authorise');
    // The marketplace withholds buyers' names and streets: the seller knows why and what to do.
    expect(within(south).getByRole('alert')).toHaveTextContent(
      /^Amazon sends this shop's orders without the buyers' names and streets.*take the address from the order at Amazon/,
    );
  });

  it('says a Shopify shop withholding buyers gets no address at all, unlike Amazon', async () => {
    stubApi({
      [LIST]: [
        200,
        overview([
          shop({ kind: 'shopify', name: 'Redacted store', personal_data_withheld_since: '2026-11-20T08:00:00Z' }),
        ]),
      ],
    });
    renderPage('/connect/shopify');
    const card = await screen.findByRole('article', { name: 'Redacted store' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      /^Shopify sends this shop's orders without the buyers' names, e-mails, phones and addresses\./,
    );
    expect(card).not.toHaveTextContent('postal code');
  });

  it("shows when an eBay shop's authorisation ends", async () => {
    stubApi({
      [LIST]: [
        200,
        overview([shop({ kind: 'ebay', name: 'ebay-seller', authorization_expires_at: '2028-05-20T00:00:00' })]),
      ],
    });
    renderPage('/connect/ebay');
    const card = await screen.findByRole('article', { name: 'ebay-seller' });
    expect(card).toHaveTextContent('Authorisation ends 20.05.2028');
    expect(card).not.toHaveTextContent('Configured');
  });

  it('says when a marketplace is not offered, with no form, and marks a sandbox', async () => {
    stubApi({ [LIST]: [200, overview([], { shopify: { available: false }, ebay: { sandbox: true } })] });
    const { router } = renderPage('/connect/shopify');
    expect(await screen.findByText('Shopify is not offered now')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Shop name/ })).toBeNull();
    expect(screen.queryByText('Sandbox')).toBeNull();

    await router.navigate('/connect/ebay');
    expect(await screen.findByRole('textbox', { name: /Shop name/ })).toHaveAccessibleDescription('Your eBay user ID');
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
  });

  it('names an unknown marketplace and points to the request form', async () => {
    stubApi({});
    renderPage('/connect/walmart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a shop connection' })).toHaveAttribute('href', '/connect/request');
  });
});
