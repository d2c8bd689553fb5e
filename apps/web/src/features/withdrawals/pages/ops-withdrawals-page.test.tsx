import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { usd } from '../test-data.ts';
import { OpsWithdrawalsPage } from './ops-withdrawals-page.tsx';

beforeAll(() => i18n.loadNamespaces('withdrawals'));
afterEach(() => vi.unstubAllGlobals());

const withdrawal = (id: number, overrides: Partial<OpsWithdrawal> = {}): OpsWithdrawal => ({
  id,
  method: 'card',
  status: 'pending',
  amount: usd('20.00'),
  fee: usd('1.00'),
  total: usd('21.00'),
  payout: usd('20.00'),
  rate: null,
  requisites: { method: 'card', brand: 'Visa', last4: '4242', holder_name: 'OLENA KOVALENKO' },
  reason: null,
  created_at: '2026-12-02T08:00:00.000Z',
  updated_at: '2026-12-02T08:00:00.000Z',
  paid_at: null,
  account_id: 3,
  seller_email: 'olena@example.com',
  seller_name: 'Olena Kovalenko',
  card_token: 'ctok_1',
  approval: null,
  resolved_by: null,
  ...overrides,
});
const waiting = withdrawal(12, {
  amount: usd('1200.00'),
  approval: {
    id: 5,
    status: 'pending',
    requested_by: { id: 11, name: 'Petro Savchuk', email: 'petro@seller-cabinet.test' },
    requested_at: '2026-12-02T09:00:00.000Z',
    decided_by: null,
    decided_at: null,
    refusal_reason: null,
    mine: false,
  },
});
const LIST = 'GET /api/ops/money/withdrawals?page=1&on_page=20&status=pending';
const list = (rows: OpsWithdrawal[]) => ({
  withdrawals: rows,
  page: 1,
  on_page: 20,
  total: rows.length,
  next_page: null,
});

describe('the withdrawal desk', () => {
  it('shows a payout waiting for a second operator without its Pay button', async () => {
    stubApi({ 'GET /api/ops/me': [200, operator(['finance'])], [LIST]: [200, list([waiting])] });
    renderRoutes([{ path: '/ops/withdrawals', element: <OpsWithdrawalsPage /> }], '/ops/withdrawals');
    const row = await screen.findByTestId('ops-withdrawal-12');
    expect(within(row).getByText('Waits for a second operator’s approval')).toBeInTheDocument();
    expect(within(row).getByText(/Asked by Petro Savchuk/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('pays the ticked withdrawals after a confirmation and says what became of each', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      [LIST]: [200, list([withdrawal(10), withdrawal(11), waiting])],
      'POST /api/ops/money/withdrawals/bulk-pay': [
        200,
        {
          results: [
            { id: 10, outcome: 'done', code: null, message: null },
            { id: 11, outcome: 'refused', code: 'withdrawal_not_pending', message: 'Already processed' },
          ],
        },
      ],
    });
    renderRoutes([{ path: '/ops/withdrawals', element: <OpsWithdrawalsPage /> }], '/ops/withdrawals');
    const user = userEvent.setup();
    await screen.findByTestId('ops-withdrawal-10');
    const pay = screen.getByRole('button', { name: 'Pay selected: 0' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Select withdrawal No.\s10$/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select withdrawal No.\s11$/ }));
    await user.click(screen.getByRole('button', { name: 'Pay selected: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the selected withdrawals (2)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => {
      const sent = calls.find((c) => c.key === 'POST /api/ops/money/withdrawals/bulk-pay');
      expect(sent?.body).toEqual({ ids: [10, 11] });
      expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    });
    expect(await within(dialog).findByText('Done: 1. Waiting for approval: 0. Not done: 1.')).toBeInTheDocument();
    expect(within(screen.getByTestId('bulk-result-10')).getByText('Paid')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('bulk-result-11')).getByText('Not done: This withdrawal has already been processed'),
    ).toBeInTheDocument();
    // The one not done stays ticked to look at; the paid one leaves the selection.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Pay selected: 1' })).toBeEnabled();
  });

  it('rejects the ticked withdrawals with one reason', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      [LIST]: [200, list([withdrawal(10)])],
      'POST /api/ops/money/withdrawals/bulk-reject': [
        200,
        { results: [{ id: 10, outcome: 'done', code: null, message: null }] },
      ],
    });
    renderRoutes([{ path: '/ops/withdrawals', element: <OpsWithdrawalsPage /> }], '/ops/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Select withdrawal No.\s10$/ }));
    await user.click(screen.getByRole('button', { name: 'Reject selected: 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the selected withdrawals (1)?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the seller/ }), 'Bank is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ops/money/withdrawals/bulk-reject')?.body).toEqual({
        ids: [10],
        reason: 'Bank is closed',
      }),
    );
    expect(await within(dialog).findByText('Rejected')).toBeInTheDocument();
  });
});
