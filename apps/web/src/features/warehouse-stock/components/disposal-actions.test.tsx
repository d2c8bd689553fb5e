import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsDisposalRequest } from '@cabinet/contracts/disposal';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { usd } from '../test-data.ts';
import { DisposalActions } from './disposal-actions.tsx';

beforeAll(() => i18n.loadNamespaces('warehouse-stock'));
afterEach(() => vi.unstubAllGlobals());

const request = (over: Partial<OpsDisposalRequest> = {}): OpsDisposalRequest => ({
  id: 12,
  account_id: 3,
  seller: { account_id: 3, name: 'Olena Kovalenko', email: 'olena@example.com' },
  status: 'approved',
  status_color: 'blue',
  comment: '',
  items: [{ product_id: 7, sku: 'SOAP-1', title_uk: 'Мило', title_en: 'Soap', quantity: 4 }],
  total_quantity: 4,
  fee: usd('1.20'),
  reason: '',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  completed_at: null,
  ...over,
});

const renderActions = (r: OpsDisposalRequest) =>
  renderWithProviders(
    <DialogHost>
      <DisposalActions request={r} />
    </DialogHost>,
  );

describe('the disposal desk’s decisions', () => {
  it('completes only after a dialog that says what goes and what the seller pays', async () => {
    const calls = stubApi({ 'POST /api/ops/warehouse/disposals/12/complete': [200, request({ status: 'completed' })] });
    const user = userEvent.setup();
    renderActions(request());
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete disposal request No. 12?' });
    expect(dialog).toHaveTextContent('SOAP-1 × 4 leave the seller’s stock, and the fee of $1.20 is charged');
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toEqual(['POST /api/ops/warehouse/disposals/12/complete']));
    expect(await screen.findByText('Request No. 12 completed')).toBeInTheDocument();
  });

  it('rejects with the typed reason, asked first; cancelling sends nothing', async () => {
    const calls = stubApi({ 'POST /api/ops/warehouse/disposals/12/reject': [200, request({ status: 'rejected' })] });
    const user = userEvent.setup();
    renderActions(request({ status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for the seller' }), 'Hazardous goods');
    await user.click(screen.getByRole('button', { name: 'Reject the request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject disposal request No. 12?' });
    expect(dialog).toHaveTextContent('The seller is told the reason: “Hazardous goods”.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject the request' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject disposal request No. 12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ reason: 'Hazardous goods' }));
  });
});
