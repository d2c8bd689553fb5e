import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsApproval } from '@cabinet/contracts/approvals';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { OpsApprovalsPage } from './ops-approvals-page.tsx';

beforeAll(() => i18n.loadNamespaces('approvals'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const alice = { id: 9, name: 'Iryna Bondar', email: 'operator@seller-cabinet.test' };
const bob = { id: 11, name: 'Petro Savchuk', email: 'petro@seller-cabinet.test' };

const payout: OpsApproval = {
  id: 5,
  kind: 'payout',
  status: 'pending',
  amount: usd('1200.00'),
  seller: { account_id: 3, name: 'Olena Kovalenko', email: 'olena@example.com' },
  withdrawal: { id: 41, method: 'card', payout: usd('1200.00') },
  adjustment: null,
  requested_by: bob,
  requested_at: '2026-12-02T09:00:00.000Z',
  decided_by: null,
  decided_at: null,
  refusal_reason: null,
  journal_id: null,
  mine: false,
};
const myCredit: OpsApproval = {
  ...payout,
  id: 6,
  kind: 'adjustment',
  amount: usd('1500.00'),
  withdrawal: null,
  adjustment: { direction: 'credit', reason: 'Marketplace refund, case 4411' },
  requested_by: alice,
  mine: true,
};
const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/ops/approvals',
        element: (
          <DialogHost>
            <OpsApprovalsPage />
          </DialogHost>
        ),
      },
    ],
    '/ops/approvals',
  );
const LIST = 'GET /api/ops/money/approvals?status=pending&page=1&on_page=20';
const threshold = { threshold: usd('1000.00'), updated_at: null, updated_by: null };

describe('the approvals desk', () => {
  it('lets another operator approve after a confirmation, and never the one who asked', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      [LIST]: [200, { approvals: [payout, myCredit], pending: 2, page: 1, on_page: 20, total: 2, next_page: null }],
      'GET /api/ops/money/approval-threshold': [200, threshold],
      'POST /api/ops/money/approvals/5/approve': [200, { ...payout, status: 'approved', journal_id: 90 }],
    });
    renderPage();
    const user = userEvent.setup();
    const mine = await screen.findByTestId('approval-6');
    expect(within(mine).getByText('You asked for it: another operator decides.')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText('Waiting: 2')).toBeInTheDocument();
    // Finance reads the rule; only an administrator changes it.
    expect(screen.getByTestId('approval-threshold')).toHaveTextContent(
      'Payouts, credits and debits above $1,000.00 wait for a second operator’s approval.',
    );
    expect(screen.queryByRole('button', { name: 'Save the threshold' })).not.toBeInTheDocument();

    const row = screen.getByTestId('approval-5');
    expect(within(row).getByText('Payout of withdrawal No. 41')).toBeInTheDocument();
    expect(within(row).getByText(/Petro Savchuk/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve $1,200.00 for Olena Kovalenko?' });
    expect(within(dialog).getByText(/paid out now/)).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => {
      const approve = calls.find((c) => c.key === 'POST /api/ops/money/approvals/5/approve');
      expect(approve?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    });
    expect(await screen.findByText('Approved: the money has moved')).toBeInTheDocument();
  });

  it('refuses with a reason for the operator who asked', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      [LIST]: [200, { approvals: [payout], pending: 1, page: 1, on_page: 20, total: 1, next_page: null }],
      'GET /api/ops/money/approval-threshold': [200, threshold],
      'POST /api/ops/money/approvals/5/refuse': [
        200,
        { ...payout, status: 'refused', refusal_reason: 'Holder differs' },
      ],
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('approval-5')).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the request of Petro Savchuk?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the operator who asked/ }),
      'Holder differs',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ops/money/approvals/5/refuse')?.body).toEqual({
        reason: 'Holder differs',
      }),
    );
  });

  it('lets an administrator change the threshold', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['admin'])],
      [LIST]: [200, { approvals: [], pending: 0, page: 1, on_page: 20, total: 0, next_page: null }],
      'GET /api/ops/money/approval-threshold': [200, threshold],
      'PUT /api/ops/money/approval-threshold': [
        200,
        { threshold: usd('2500.00'), updated_at: '2026-12-02T10:00:00.000Z', updated_by: alice },
      ],
    });
    renderPage();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: /Threshold, USD/ });
    await user.clear(input);
    await user.type(input, '2500');
    await user.click(screen.getByRole('button', { name: 'Save the threshold' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/ops/money/approval-threshold')?.body).toEqual({
        threshold: '2500',
      }),
    );
    expect(await screen.findByText('Saved: above $2,500.00 a second operator approves')).toBeInTheDocument();
  });
});
