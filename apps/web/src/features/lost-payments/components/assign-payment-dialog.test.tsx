import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsUnidentifiedPayment } from '@cabinet/contracts/lost-payments';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsPaymentsCard } from './ops-payments-card.tsx';

beforeAll(() => i18n.loadNamespaces('lost-payments'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const payment: OpsUnidentifiedPayment = {
  id: 4,
  amount: usd('250.00'),
  payer: 'I. Bondar',
  date: '2026-11-02',
  details: 'SWIFT ref 77',
  status: 'open',
  assigned_account_id: null,
  assigned_to: null,
  pending_claims: 0,
  created_at: '2026-11-03T10:00:00.000Z',
};
const seller = {
  id: 3,
  email: 'iryna@example.com',
  name: 'Iryna Bondar',
  company_name: null,
  available: usd('0.00'),
  withdrawal_blocked: false,
  withdrawal_block_reason: '',
};
const page = (payments: OpsUnidentifiedPayment[]) => ({
  payments,
  page: 1,
  on_page: 10,
  total: payments.length,
  next_page: null,
});
const LIST = 'GET /api/ops/money/unidentified-payments?page=1&status=open&on_page=10';
const render = () =>
  renderRoutes(
    [
      {
        path: '/ops/unidentified-payments',
        element: <OpsPaymentsCard status="open" page={1} onFilter={() => {}} onPage={() => {}} />,
      },
    ],
    '/ops/unidentified-payments',
  );

describe('assigning an unidentified payment', () => {
  it('finds the seller by name or e-mail, says what will happen, and credits them once', async () => {
    const calls = stubApi({
      [LIST]: [200, page([payment])],
      'GET /api/ops/money/accounts?search=bondar&on_page=10': [200, { ...page([]), accounts: [seller] }],
      'POST /api/ops/money/unidentified-payments/4/assign': [
        200,
        {
          ...payment,
          status: 'assigned',
          assigned_account_id: 3,
          assigned_to: { name: 'Iryna Bondar', email: seller.email },
        },
      ],
    });
    render();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('unidentified-payment-4')).getByRole('button', { name: 'Assign to a seller' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign $250.00 from I. Bondar' });
    const credit = within(dialog).getByRole('button', { name: 'Credit to this seller' });
    expect(credit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Seller’s name or e-mail' }), 'b');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(within(dialog).getByText('Enter at least 2 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Seller’s name or e-mail' }), 'ondar');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Iryna Bondar · iryna@example.com' }));
    expect(
      within(dialog).getByText(/credited to the balance of Iryna Bondar \(iryna@example.com\) now/),
    ).toBeInTheDocument();
    await user.click(credit);
    await vi.waitFor(() => {
      const sent = calls.find((c) => c.key === 'POST /api/ops/money/unidentified-payments/4/assign');
      expect(sent?.body).toEqual({ account_id: 3 });
      expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    });
    expect(await screen.findByText('The payment is credited to Iryna Bondar')).toBeInTheDocument();
  });

  it('names the seller an assigned payment went to, never a bare number', async () => {
    const assigned = {
      ...payment,
      status: 'assigned' as const,
      assigned_account_id: 3,
      assigned_to: { name: 'Iryna Bondar', email: seller.email },
    };
    stubApi({ [LIST]: [200, page([assigned])] });
    render();
    const row = await screen.findByTestId('unidentified-payment-4');
    expect(within(row).getByText('Credited to Iryna Bondar')).toBeInTheDocument();
    expect(within(row).getByText(seller.email)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Assign to a seller' })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('#3');
  });
});
