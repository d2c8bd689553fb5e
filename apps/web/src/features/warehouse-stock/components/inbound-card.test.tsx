import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { InboundCard } from './inbound-card.tsx';

beforeAll(() => i18n.loadNamespaces(['warehouse-stock', 'shipments']));
afterEach(() => vi.unstubAllGlobals());

const shipment = {
  id: 42,
  number: 'SC00000042',
  type: 'consolidation',
  status: 'in_transit_warehouse',
  account_id: 3,
  owner: { account_id: 3, email: 'olena@example.com', name: 'Sunflower Crafts LLC' },
  receivable: true,
  received_at: null,
  unknown_skus: ['gift-card'],
  lines: [{ product_id: 7, sku: 'DEMO-001', title_en: 'Silver ring', title_uk: 'Каблучка', expected: 3, received: 0 }],
};

describe('InboundCard', () => {
  it('finds a shipment by number, shows the unknown SKUs, and receives the counted units', async () => {
    const calls = stubApi({
      'GET /api/ops/warehouse/inbound?number=SC00000042': [200, shipment],
      'POST /api/ops/warehouse/inbound/42/receive': () =>
        jsonResponse(200, { ...shipment, received_at: '2026-11-21T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <DialogHost>
        <InboundCard />
      </DialogHost>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Number, track or TTN' }), 'SC00000042{Enter}');
    expect(await screen.findByText(/gift-card/)).toBeInTheDocument();
    expect(
      screen.getByText('SC00000042 of Sunflower Crafts LLC (olena@example.com), status At the US warehouse'),
    ).toBeInTheDocument();
    // Nothing is taken as counted: the field starts empty (the expected 3 shown beside it) and Receive waits for it.
    const counted = screen.getByRole('textbox', { name: 'Counted units of DEMO-001' });
    expect(counted).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Receive into stock' })).toBeDisabled();
    await user.type(counted, '2');
    await user.type(screen.getByRole('textbox', { name: 'Note (damage, shortage…)' }), 'one missing');
    await user.click(screen.getByRole('button', { name: 'Receive into stock' }));
    // Fewer than declared: the counts are confirmed first, as the seller will be told them.
    const dialog = await screen.findByRole('dialog', { name: 'Fewer units than declared in SC00000042' });
    expect(dialog).toHaveTextContent('DEMO-001 — expected: 3, counted: 2, missing: 1');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Receive into stock' }));
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/ops/warehouse/inbound/42/receive'));
    expect(calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({
      items: [{ sku: 'DEMO-001', quantity: 2 }],
      note: 'one missing',
    });
  });

  it('names the status in words and offers no receipt while the shipment is not at the US warehouse', async () => {
    stubApi({
      'GET /api/ops/warehouse/inbound?number=SC00000042': [
        200,
        { ...shipment, status: 'customer_created', receivable: false },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<InboundCard />);
    await user.type(screen.getByRole('textbox', { name: 'Number, track or TTN' }), 'SC00000042{Enter}');
    expect(
      await screen.findByText(
        'Goods are received into stock only while the shipment waits at the US warehouse. Its status now: Created.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('SC00000042 of Sunflower Crafts LLC (olena@example.com), status Created'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/customer_created/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Counted units of DEMO-001' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Receive into stock' })).not.toBeInTheDocument();
  });
});
