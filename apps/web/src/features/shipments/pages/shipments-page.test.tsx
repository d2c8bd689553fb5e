import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../test/downloads.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser, emptyBalance } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { detail, shipment } from '../test-data.ts';
import { ShipmentsPage } from './shipments-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const first = shipment();
const second = shipment({
  id: 502,
  number: 'SC00000502',
  status: 'transit_ua_usa',
  delivery_status: 'in_transit',
  track_number: 'LA00000502UA',
  can_delete: false,
  payment_state: 'charged',
});
const page = (shipments = [first, second], total = shipments.length) => ({
  shipments,
  page: 1,
  on_page: 20,
  total,
  next_page: null,
});

function renderPage(url: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes(
    [
      {
        path: '/shipments/list',
        element: (
          <DialogHost>
            <ShipmentsPage />
          </DialogHost>
        ),
      },
    ],
    url,
    queryClient,
  );
}

describe('shipments list', () => {
  it('reads its filters from the URL, sends them to the server, and writes new ones back', async () => {
    const calls = stubApi({
      'GET /api/shipping/shipment?page=1&status=transit_ua_usa&search=LA00&on_page=20': [200, page([second])],
      'GET /api/shipping/shipment?page=1&status=transit_ua_usa&search=LA00&type=direct&on_page=20': [
        200,
        page([second]),
      ],
      'GET /api/shipping/shipment?page=1&on_page=20': [200, page()],
    } as never);
    const { router } = renderPage('/shipments/list?status=transit_ua_usa&search=LA00');
    const row = await screen.findByRole('row', { name: /SC00000502/ });
    expect(within(row).getByText('On the way to the US')).toBeInTheDocument();
    expect(within(row).getByText('In transit')).toBeInTheDocument();
    expect(within(row).getByText('LA00000502UA')).toBeInTheDocument();
    expect(within(row).getByText('John Smith')).toBeInTheDocument();
    expect(within(row).getByText('$17.49')).toBeInTheDocument();
    expect(within(row).getByText('21.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('LA00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Direct' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'transit_ua_usa',
      search: 'LA00',
      type: 'direct',
      page: '1',
    });
    await vi.waitFor(() =>
      expect(calls.map((c) => c.key)).toContain(
        'GET /api/shipping/shipment?page=1&status=transit_ua_usa&search=LA00&type=direct&on_page=20',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('row', { name: /SC00000501/ })).toBeInTheDocument();
  });

  it('prints the stickers of the ticked rows in the chosen size', async () => {
    const calls = stubApi({
      'GET /api/shipping/shipment?page=1&on_page=20': [200, page()],
      'POST /api/v2/shipping/shipments/get-stickers': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    } as never);
    const downloads = captureDownloads();
    renderPage('/shipments/list');
    const user = userEvent.setup();
    const print = await screen.findByRole('button', { name: 'Print stickers (0)' });
    expect(print).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select SC00000501' }));
    await user.click(screen.getByRole('button', { name: 'Print stickers (1)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'A6' }));
    await vi.waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [{ blob: pdf, name }] = downloads.saved as [{ blob: Blob; name: string }];
    expect(name).toBe('stickers-a6.pdf');
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      shipment_ids: [502],
      print_format: 'SIZE_A6',
    });
  });

  it('opens a row as a linkable detail with its timeline, and deletes it after a confirmation', async () => {
    const calls = stubApi({
      'GET /api/shipping/shipment?page=1&on_page=20': [200, page()],
      'GET /api/shipping/shipment/501': [200, detail(first)],
      'GET /api/shipping/parcel_products/501': [
        200,
        {
          products: [
            {
              id: 1,
              name_ua: 'Вишиванка',
              name_en: 'Embroidered shirt',
              quantity: 2,
              unit_value: { amount: '20.00', currency: 'USD', currency_sign_pre: true },
              hs_code: '620640',
              sku: '',
            },
          ],
        },
      ],
      'DELETE /api/shipping/shipment': [200, { ok: true }],
      'GET /api/user/balance': [200, emptyBalance],
    } as never);
    const { router } = renderPage('/shipments/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SC00000501' }));
    expect(router.state.location.search).toBe('?shipment=501');
    const drawer = await screen.findByRole('dialog', { name: 'Parcel SC00000501' });
    expect(
      within(drawer).getByText("Re-priced after the warehouse's measurement: 15.49 → 17.49; fragile"),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('Embroidered shirt')).toBeInTheDocument();
    expect(within(drawer).getByText('$17.49 is held on your balance')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Delete the parcel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete parcel SC00000501?' });
    expect(confirm).toHaveTextContent('The $17.49 held for it returns to your balance');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.key === 'DELETE /api/shipping/shipment')?.body).toEqual({ shipment_id: 501 });
  });
});
