import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsReturn } from '@cabinet/contracts/returns-ops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { ProcessReturn } from './process-return.tsx';

beforeAll(() => i18n.loadNamespaces('returns'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const decided = (decision: OpsReturn['decision']): OpsReturn => ({
  id: 9,
  number: 'RT00000009',
  status: 'decided',
  status_color: 'blue',
  shipment_number: null,
  carrier: 'USPS',
  tracking_number: 'LZ987654321US',
  note: '',
  items: [
    { id: 1, name: 'Linen apron', quantity: 2 },
    { id: 2, name: 'Ceramic mug', quantity: 1 },
  ],
  total_items: 3,
  arrived_at: '2026-11-19',
  storage_paid_until: '2026-12-19',
  overdue: false,
  overdue_days: 0,
  storage_due: usd('0.00'),
  storage_charged: usd('0.00'),
  decision,
  decision_comment: '',
  decided_at: '2026-11-20T10:00:00.000Z',
  distribution: [],
  processed_at: null,
  account_id: 3,
  account_email: 'seller@example.com',
  seller: { account_id: 3, name: 'Olena Kovalenko', email: 'seller@example.com' },
  sender_name: '',
  pending_claims: 0,
});
const SKUS = 'GET /api/ops/warehouse/stock?account_id=3&on_page=100';
const stock = { products: [{ sku: 'APRON-1' }, { sku: 'MUG-1' }], page: 1, on_page: 100, total: 2, next_page: null };

const renderIt = (ret: OpsReturn) =>
  renderWithProviders(
    <DialogHost>
      <ProcessReturn ret={ret} />
    </DialogHost>,
  );

describe('processing a decided return on the desk', () => {
  it('puts a restock back into stock by SKU per item, after a dialog that lists where each goes', async () => {
    let attempt = 0;
    const calls = stubApi({
      [SKUS]: [200, stock],
      'POST /api/ops/returns/9/processed': () =>
        ++attempt === 1
          ? jsonResponse(400, {
              code: 'validation_error',
              message: 'Check the fields',
              errors: { 'restock.1.sku': ['No product in the catalogue has this SKU'] },
            })
          : jsonResponse(200, { ...decided('restock'), status: 'processed' }),
    });
    const user = userEvent.setup();
    renderIt(decided('restock'));
    await user.click(screen.getByRole('button', { name: 'Put back into stock' }));
    const submit = screen.getByRole('button', { name: 'Put back into stock…' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('SKU for “Linen apron” × 2', { selector: 'input' }), 'APRON-1');
    await user.type(screen.getByLabelText('SKU for “Ceramic mug” × 1', { selector: 'input' }), 'CUP-9');
    await user.click(submit);
    let dialog = await screen.findByRole('dialog', { name: 'Put the goods of return RT00000009 back into stock?' });
    expect(dialog).toHaveTextContent('Linen apron × 2 → APRON-1');
    expect(dialog).toHaveTextContent('Ceramic mug × 1 → CUP-9');
    await user.click(within(dialog).getByRole('button', { name: 'Put back into stock' }));
    // The server names the SKU it does not know, beside its field.
    expect(await screen.findByText('No product in the catalogue has this SKU')).toBeInTheDocument();

    const mug = screen.getByLabelText('SKU for “Ceramic mug” × 1', { selector: 'input' });
    await user.clear(mug);
    await user.type(mug, 'MUG-1');
    await user.click(screen.getByRole('button', { name: 'Put back into stock…' }));
    dialog = await screen.findByRole('dialog', { name: /back into stock\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Put back into stock' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/ops/returns/9/processed').at(-1)?.body).toEqual({
        restock: [
          { item_id: 1, sku: 'APRON-1' },
          { item_id: 2, sku: 'MUG-1' },
        ],
      }),
    );
    expect(await screen.findByText('Return RT00000009 is processed; the seller is told.')).toBeInTheDocument();
  });

  it('asks before marking a disposal processed; cancelling sends nothing', async () => {
    const calls = stubApi({
      'POST /api/ops/returns/9/processed': [200, { ...decided('disposal'), status: 'processed' }],
    });
    const user = userEvent.setup();
    renderIt(decided('disposal'));
    await user.click(screen.getByRole('button', { name: 'Mark processed' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark return RT00000009 processed?' });
    expect(dialog).toHaveTextContent('The warehouse has disposed of the goods of return RT00000009.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Mark processed' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark return RT00000009 processed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ restock: [] }));
  });
});
