import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsTopUp } from '@cabinet/contracts/top-up';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ConfirmTransferDialog } from './confirm-transfer-dialog.tsx';

beforeAll(() => i18n.loadNamespaces('top-up'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const row: OpsTopUp = {
  id: 5,
  method: 'bank_transfer',
  status: 'pending',
  amount: usd('150.00'),
  fee: usd('0.00'),
  total: usd('150.00'),
  reference: 'TU-7K2M9Q',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  checkout_url: null,
  invoice_url: '/api/money-in/top-ups/5/invoice.pdf',
  requisites: null,
  received: null,
  bank_reference: null,
  value_date: null,
  account_id: 3,
  seller_name: 'Olena Kovalenko',
  seller_email: 'olena@example.com',
};

describe('confirming a bank transfer from the statement', () => {
  it('asks for the amount, the bank reference and the value date, and says a partial receipt closes the top-up', async () => {
    const onClose = vi.fn();
    const calls = stubApi({
      'POST /api/ops/money/top-ups/5/confirm': () => jsonResponse(200, { ...row, status: 'paid' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ConfirmTransferDialog row={row} onClose={onClose} />);
    expect(
      await screen.findByText(/Invoice TU-7K2M9Q of Olena Kovalenko · olena@example.com asks for \$150\.00/),
    ).toBeInTheDocument();

    // Nothing is taken for received: the fields start empty, and an empty form is refused on the spot.
    const amount = screen.getByRole('textbox', { name: 'Amount received' });
    expect(amount).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    expect(calls).toHaveLength(0);

    await user.type(amount, '160');
    expect(screen.getByRole('status')).toHaveTextContent('More than the invoice ($150.00)');
    expect(screen.getByRole('button', { name: 'Credit' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '120,55');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Less than the invoice ($150.00): $120.55 is credited, and the top-up is closed',
    );
    await user.type(screen.getByRole('textbox', { name: 'Bank reference' }), 'FT26112000017');
    await user.click(screen.getByRole('button', { name: 'Value date' }));
    await user.click(await screen.findByRole('button', { name: dayjs().format('D MMMM YYYY') }));
    await user.click(screen.getByRole('button', { name: 'Credit $120.55' }));
    await vi.waitFor(() =>
      expect(calls[0]?.body).toEqual({
        received_amount: '120.55',
        bank_reference: 'FT26112000017',
        value_date: dayjs().format('YYYY-MM-DD'),
      }),
    );
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
