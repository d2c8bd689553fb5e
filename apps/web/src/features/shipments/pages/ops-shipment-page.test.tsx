import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsShipmentDetail } from '@cabinet/contracts/shipments-ops';
import type { Shipment } from '@cabinet/contracts/shipments';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { eventNote } from '../components/event-note.ts';
import { OpsShipmentPage } from './ops-shipment-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const party = {
  variation_type: 'individual' as const,
  company_name: '',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
  address_line2: '',
  phone: '',
  email: '',
};
const shipment: Shipment = {
  id: 7,
  number: 'SC00000007',
  type: 'direct',
  delivery_type: 'small_pack',
  status: 'customer_sent',
  status_color: 'blue',
  status_changed_at: '2026-11-21T09:00:00.000Z',
  delivery_status: 'not_registered',
  track_number: null,
  internal_track: '20450000000007',
  handover: 'office',
  sender: { ...party, country: 'UA' },
  recipient: party,
  order_number: '',
  dimensions: { length_cm: 30, width_cm: 20, height_cm: 10 },
  fact_weight_g: 1000,
  dimensional_weight_g: 1200,
  measured: null,
  customs_value: usd('25.00'),
  insurance: null,
  to_hands: false,
  tags: [],
  proof_files: [],
  content: 'Shirt',
  price: usd('16.89'),
  payment_state: 'held',
  amount_due: null,
  pending_action: null,
  delivery_problem: null,
  parent_id: null,
  parcels_count: 0,
  can_delete: false,
  created_at: '2026-11-21T08:00:00.000Z',
};
const detail: OpsShipmentDetail = {
  shipment,
  lines: [],
  events: [
    { id: 1, status: 'customer_created', note: '', at: '2026-11-21T08:00:00.000Z', operator: null },
    {
      id: 2,
      status: 'customer_sent',
      note: 'requoted: 12.40 → 16.89',
      at: '2026-11-21T09:00:00.000Z',
      operator: { id: 9, name: 'Ira Clerk', email: 'ira@example.com' },
    },
  ],
  price_breakdown: {
    delivery_type: 'small_pack',
    chargeable_weight_g: 1200,
    lines: [],
    total: usd('16.89'),
    delivery_days: null,
  },
  frozen_reason: null,
  parcels: [],
  owner: { account_id: 3, email: 'seller@example.com', name: 'Olena Kovalenko' },
  next: ['in_ua_warehouse', 'frozen'],
  receive_to: 'in_ua_warehouse',
  unfreeze_to: null,
};

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/ops/shipments/:id',
        element: (
          <DialogHost>
            <OpsShipmentPage />
          </DialogHost>
        ),
      },
    ],
    '/ops/shipments/7',
  );

describe('the operators’ shipment page', () => {
  it('shows the facts and the timeline, receives with the measured box, and freezes with a reason', async () => {
    const received = { shipment: { ...shipment, status: 'in_ua_warehouse' } };
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      'GET /api/ops/shipments/7': [200, detail],
      'POST /api/ops/shipments/7/receive': [200, received],
      'POST /api/ops/shipments/7/freeze': [200, { shipment: { ...shipment, status: 'frozen' } }],
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Shipment SC00000007' })).toBeInTheDocument();
    // Whose it is, by name and e-mail, leading to the seller's page.
    expect(screen.getByRole('link', { name: 'Olena Kovalenko' })).toHaveAttribute('href', '/ops/accounts/3');
    expect(screen.getByText('seller@example.com')).toBeInTheDocument();
    expect(screen.getByText('Re-priced after measuring: 12.40 → 16.89')).toBeInTheDocument();
    expect(screen.getByText(/by Ira Clerk/)).toBeInTheDocument();

    // Nothing is taken for measured: the declared box is shown beside empty fields, and Receive needs all four.
    expect(
      screen.getByText('Declared by the seller: 1 kg, 30 × 20 × 10 cm. Weigh and measure the parcel itself.'),
    ).toBeInTheDocument();
    const weight = screen.getByRole('textbox', { name: 'Weight, kg' });
    expect(weight).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(calls.some((c) => c.key === 'POST /api/ops/shipments/7/receive')).toBe(false);
    expect(weight).toHaveAttribute('aria-invalid', 'true');

    // A decimal comma, as a Ukrainian clerk types it: 1,8 kg, not 18.
    await user.type(weight, '1,8');
    await user.type(screen.getByRole('textbox', { name: 'Length, cm' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Width, cm' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Height, cm' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Note on receipt' }), 'scale 2');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ops/shipments/7/receive')?.body).toEqual({
        weight_kg: 1.8,
        length_cm: 30,
        width_cm: 20,
        height_cm: 10,
        note: 'scale 2',
      }),
    );

    // A freeze says why: the seller reads it. Nothing is sent before the reason and the confirmation.
    await user.click(screen.getByRole('button', { name: 'Freeze' }));
    const submit = screen.getByRole('button', { name: 'Freeze…' });
    expect(submit).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: /Why the shipment is frozen/ }),
      'Customs asked for an invoice',
    );
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Freeze shipment SC00000007?' });
    expect(dialog).toHaveTextContent('The seller is told the reason: “Customs asked for an invoice”.');
    expect(calls.some((c) => c.key === 'POST /api/ops/shipments/7/freeze')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ops/shipments/7/freeze')?.body).toEqual({
        note: 'Customs asked for an invoice',
      }),
    );
    // Freezing is its own button; the other allowed moves are one button each.
    expect(screen.getByRole('button', { name: '→ At the Ukrainian warehouse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unfreeze/ })).not.toBeInTheDocument();
  });

  it('asks before a move, saying in words what it does to the money held for the parcel', async () => {
    const atWarehouse = {
      ...shipment,
      status: 'in_ua_warehouse' as const,
      measured: { weight_g: 1000, length_cm: 30, width_cm: 20, height_cm: 10 },
    };
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      'GET /api/ops/shipments/7': [
        200,
        {
          ...detail,
          shipment: atWarehouse,
          next: ['transit_ua_buyer', 'customer_sent_back', 'frozen'],
          receive_to: null,
        },
      ],
      'POST /api/ops/shipments/7/transition': [200, { shipment: { ...atWarehouse, status: 'transit_ua_buyer' } }],
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '→ On the way to the buyer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move shipment SC00000007 to “On the way to the buyer”?' });
    expect(dialog).toHaveTextContent('its price, $16.89, is charged from the money held on the seller’s balance');
    expect(dialog).toHaveTextContent('A move cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key === 'POST /api/ops/shipments/7/transition')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^→ Sent back/ }));
    dialog = await screen.findByRole('dialog', { name: /^Move shipment SC00000007 to/ });
    expect(dialog).toHaveTextContent('The money held for it goes back to the seller’s balance.');
    await user.click(within(dialog).getByRole('button', { name: /^Move to/ }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ops/shipments/7/transition')?.body).toEqual({
        to: 'customer_sent_back',
        note: '',
      }),
    );
  });

  it('shows support the parcel and its timeline, without receiving or moving it', async () => {
    stubApi({ 'GET /api/ops/me': [200, operator(['support'])], 'GET /api/ops/shipments/7': [200, detail] });
    renderRoutes([{ path: '/ops/shipments/:id', element: <OpsShipmentPage /> }], '/ops/shipments/7');
    expect(await screen.findByRole('heading', { name: 'Shipment SC00000007' })).toBeInTheDocument();
    expect(screen.getByText('Re-priced after measuring: 12.40 → 16.89')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze' })).not.toBeInTheDocument();
  });

  it('says a held parcel is held, and why, before anything else', async () => {
    const held = {
      ...detail,
      shipment: { ...shipment, pending_action: 'fix_delivery' as const, delivery_problem: 'over_max_weight' },
    };
    stubApi({ 'GET /api/ops/me': [200, operator(['warehouse'])], 'GET /api/ops/shipments/7': [200, held] });
    renderRoutes([{ path: '/ops/shipments/:id', element: <OpsShipmentPage /> }], '/ops/shipments/7');
    const alert = await screen.findByRole('status', { name: 'Held' });
    expect(alert).toHaveTextContent(/cannot leave until the seller chooses another delivery type/);
    expect(alert).not.toHaveTextContent('over_max_weight');
  });

  it('words the server’s note codes and leaves an operator’s words alone', () => {
    const t = i18n.getFixedT('en', 'shipments');
    expect(eventNote(t, 'label_bought: ground_combined 5.30 CA000000075UA')).toBe(
      'Last-leg label bought: ground_combined 5.30 CA000000075UA',
    );
    expect(eventNote(t, 'sandbox')).toBe('Moved by the sandbox');
    expect(eventNote(t, 'customs asked for an invoice')).toBe('customs asked for an invoice');
    expect(eventNote(t, 'unknown_code')).toBe('unknown_code');
    // The seller's timeline words the same codes, a tariffs reason inside them too: never `over_max_weight`.
    const ua = i18n.getFixedT('ua', 'shipments');
    const held = eventNote(ua, 'requote_failed: over_max_weight', 'event_notes');
    expect(held).not.toMatch(/over_max_weight|requote_failed/);
    expect(
      eventNote(t, 'requoted_box: 15.49 → 21.09; delivery_type_changed: small_pack → air', 'event_notes'),
    ).not.toMatch(/requoted_box|delivery_type_changed|small_pack/);
  });
});
