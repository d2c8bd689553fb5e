import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser, emptyBalance } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { detail, shipment, usd } from '../test-data.ts';
import { ShipmentsProcessPage } from './shipments-process-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const due = shipment({
  status: 'in_ua_warehouse',
  payment_state: 'due',
  amount_due: usd('2.50'),
  pending_action: 'pay_difference',
  can_delete: false,
});
const atWarehouse = shipment({
  id: 502,
  number: 'SC00000502',
  type: 'consolidation',
  status: 'in_transit_warehouse',
  pending_action: 'buy_label',
  can_delete: false,
});
const list = { shipments: [due, atWarehouse], page: 1, on_page: 20, total: 2, next_page: null };

function renderPage(url = '/shipments/process') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes(
    [
      {
        path: '/shipments/process',
        element: (
          <DialogHost>
            <ShipmentsProcessPage />
          </DialogHost>
        ),
      },
    ],
    url,
    queryClient,
  );
}

describe('shipments to process', () => {
  it('lists only what waits for the seller, each row naming its action; pays a difference with a key', async () => {
    const calls = stubApi({
      'GET /api/shipping/shipment?page=1&pending=true&on_page=20': [200, list],
      'GET /api/shipping/shipment/501': [200, detail(due)],
      'GET /api/shipping/parcel_products/501': [200, { products: [] }],
      'POST /api/shipping/shipment/501/pay': [200, { shipment: { ...due, payment_state: 'held' } }],
      'GET /api/user/balance': [200, emptyBalance],
    } as never);
    renderPage();
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /SC00000501/ });
    expect(within(row).getByText('Pay the difference')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /SC00000502/ })).toHaveTextContent('Buy the last leg');

    await user.click(within(row).getByRole('button', { name: 'SC00000501' }));
    const drawer = await screen.findByRole('dialog', { name: 'Parcel SC00000501' });
    expect(within(drawer).getByText('The warehouse measured the box and the price went up by $2.50.')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Pay $2.50' }));
    expect(await screen.findByText('The difference is paid')).toBeInTheDocument();
    const pay = calls.find((c) => c.key === 'POST /api/shipping/shipment/501/pay');
    expect(pay?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('buys the last leg of a consolidation from the rates the warehouse offers', async () => {
    const calls = stubApi({
      'GET /api/shipping/shipment?page=1&pending=true&on_page=20': [200, list],
      'GET /api/shipping/shipment/502': [200, detail(atWarehouse)],
      'GET /api/shipping/parcel_products/502': [200, { products: [] }],
      'POST /api/shipping/rates/consolidation': [
        200,
        {
          rates: [
            { delivery_type: 'ground_combined', price: usd('5.30'), delivery_days: { min: 14, max: 29 } },
            { delivery_type: 'courier', price: usd('17.75'), delivery_days: { min: 1, max: 2 } },
          ],
        },
      ],
      'POST /api/shipping/label/consolidation': [200, { shipment: { ...atWarehouse, pending_action: null } }],
      'GET /api/user/balance': [200, emptyBalance],
    } as never);
    renderPage('/shipments/process?shipment=502');
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Parcel SC00000502' });
    await user.click(await within(drawer).findByRole('radio', { name: 'Courier — $17.75, 1–2 days' }));
    await user.click(within(drawer).getByRole('button', { name: 'Buy the label' }));
    expect(await screen.findByText('The label is bought')).toBeInTheDocument();
    const bought = calls.find((c) => c.key === 'POST /api/shipping/label/consolidation');
    expect(bought?.body).toEqual({ shipment_id: 502, delivery_type: 'courier' });
    expect(bought?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
