import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BulkMoveResult, OpsShipment } from '@cabinet/contracts/shipments-ops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { shipment } from '../test-data.ts';
import { OpsShipmentsPage } from './ops-shipments-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const owner = { account_id: 3, email: 'olena@example.com', name: 'Sunflower Crafts' };
const row = (id: number, fields: Parameters<typeof shipment>[0] = {}): OpsShipment => ({
  ...shipment({ id, number: `SC${String(id).padStart(8, '0')}`, status: 'in_ua_warehouse', ...fields }),
  owner,
});
const ready = row(601);
const held = row(602, { pending_action: 'fix_delivery', delivery_problem: 'over_max_weight' });
const waiting = row(603, { status: 'customer_sent' });
const list = { shipments: [ready, held, waiting], page: 1, on_page: 20, total: 3, next_page: null };

const results: BulkMoveResult[] = [
  {
    id: 601,
    number: ready.number,
    outcome: 'moved',
    code: null,
    message: null,
    shipment: { ...ready, status: 'transit_ua_buyer' },
  },
  { id: 602, number: held.number, outcome: 'refused', code: 'delivery_unfit', message: 'cannot leave', shipment: held },
  { id: 603, number: waiting.number, outcome: 'refused', code: 'not_received', message: 'no', shipment: waiting },
];

const render = () =>
  renderRoutes(
    [
      {
        path: '/ops/shipments',
        element: (
          <DialogHost>
            <OpsShipmentsPage />
          </DialogHost>
        ),
      },
    ],
    '/ops/shipments',
  );

describe('the operators’ shipment desk', () => {
  it('moves the ticked parcels together after a confirmation and reports each one in words', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      'GET /api/ops/shipments?page=1': [200, list],
      'POST /api/ops/shipments/bulk/transition': () => jsonResponse(200, { results }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('link', { name: 'Receive by scanner' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on the page' }));
    expect(screen.getByText('Selected: 3')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Move to' }));
    await user.click(await screen.findByRole('option', { name: 'On the way to the buyer' }));
    await user.type(screen.getByRole('textbox', { name: 'Note for the timeline' }), 'truck 7');
    await user.click(screen.getByRole('button', { name: 'Move the selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move the selected parcels?' });
    expect(within(dialog).getByText(/^Parcels: 3\. Each is checked on its own/)).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    const outcome = await screen.findByRole('status', { name: 'Outcome of the move' });
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      ids: [601, 602, 603],
      to: 'transit_ua_buyer',
      note: 'truck 7',
    });
    expect(within(outcome).getByText('Moved: 1 of 3')).toBeInTheDocument();
    const lines = within(outcome)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'SC00000601 — Moved: On the way to the buyer',
      'SC00000602 — Stayed: held because its delivery type does not take it (too heavy for this type). The seller must choose another delivery type.',
      'SC00000603 — Stayed: not received yet. Receive it at the warehouse with its weight and size first.',
    ]);
    // What moved is no longer ticked; what stayed is, to be seen to.
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
  });

  it('offers support neither the tick boxes nor the scanner', async () => {
    stubApi({ 'GET /api/ops/me': [200, operator(['support'])], 'GET /api/ops/shipments?page=1': [200, list] });
    render();
    expect(await screen.findByRole('link', { name: ready.number })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Receive by scanner' })).not.toBeInTheDocument();
  });
});
