import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsAccountDetail, OpsBalanceLogEntry } from '@cabinet/contracts/money-ops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { emptyBalance, operator } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { SellerMoneySection } from './seller-money-section.tsx';

beforeAll(() => i18n.loadNamespaces('money'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const account: OpsAccountDetail = {
  id: 3,
  email: 'olena@example.com',
  name: 'Olena Kovalenko',
  company_name: null,
  available: usd('40.00'),
  withdrawal_blocked: false,
  withdrawal_block_reason: '',
  balance: { ...emptyBalance, balance: usd('40.00'), available: usd('40.00') },
};
const entry = (over: Partial<OpsBalanceLogEntry>): OpsBalanceLogEntry => ({
  id: 1,
  journal_id: 11,
  kind: 'operator_credit',
  amount: usd('12.50'),
  balance_after: usd('40.00'),
  description: 'goodwill',
  created_at: '2026-11-20T10:00:00.000Z',
  operator: null,
  reversible: true,
  reversed: false,
  ...over,
});
const LOG = 'GET /api/ops/money/accounts/3/balance-log?page=1&on_page=10';
const page = (entries: OpsBalanceLogEntry[]) => ({
  entries,
  page: 1,
  on_page: 10,
  total: entries.length,
  next_page: null,
});

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/ops/accounts/:id',
        element: (
          <DialogHost>
            <SellerMoneySection accountId={3} />
          </DialogHost>
        ),
      },
    ],
    '/ops/accounts/3',
  );

describe('the money section of the seller’s page', () => {
  it('offers “Reverse” only where the server takes it, and says with its sign what the seller’s balance does', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      'GET /api/ops/money/accounts/3': [200, account],
      [LOG]: [
        200,
        page([
          entry({}),
          entry({ id: 2, journal_id: 12, kind: 'operator_debit', amount: usd('-4.00'), description: 'courier' }),
          entry({ id: 3, journal_id: 13, kind: 'transfer', amount: usd('-1.00'), reversible: false }),
          entry({ id: 4, journal_id: 14, kind: 'operator_credit', reversible: false, reversed: true }),
        ]),
      ],
      'POST /api/ops/money/journals/11/reverse': [201, { journal_id: 15, balance: account.balance }],
    });
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Balance log' });
    expect(within(table).getAllByRole('button', { name: /^Reverse: / })).toHaveLength(2);
    expect(within(table).getByText('Reversed')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Reverse: Debit by support, 20\.11\.2026/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Reverse this operation?' });
    // Reversing a debit gives the money back: plus.
    expect(dialog).toHaveTextContent('the seller’s balance changes by +$4.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: /^Reverse: Credit by support, 20\.11\.2026/ }));
    dialog = await screen.findByRole('dialog', { name: 'Reverse this operation?' });
    // Reversing a credit takes the money away: minus.
    expect(dialog).toHaveTextContent('the seller’s balance changes by \u2212$12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.key)).toEqual([
        'POST /api/ops/money/journals/11/reverse',
      ]),
    );
  });

  it('blocks withdrawals only with a reason the seller reads, after a dialog that quotes it', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      'GET /api/ops/money/accounts/3': [200, account],
      [LOG]: [200, page([])],
      'PUT /api/ops/money/accounts/3/settings': [
        200,
        { ...account, withdrawal_blocked: true, withdrawal_block_reason: 'Documents are being checked' },
      ],
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Block withdrawals' }));
    // No reason, no dialog: the seller is never told of a block without one.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Write the reason the seller will read: at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /Why withdrawals are blocked/ }),
      'Documents are being checked',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this seller’s withdrawals?' });
    expect(dialog).toHaveTextContent('The seller is told the reason: “Documents are being checked”.');
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
        minimum_balance: '0',
        withdrawal_blocked: true,
        withdrawal_block_reason: 'Documents are being checked',
      }),
    );
  });
});
