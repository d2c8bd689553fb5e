import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { accrual, balance, cashback, usd } from '../test-data.ts';
import { CashbackPage } from './cashback-page.tsx';
import type { User } from '@cabinet/contracts/user';
import { demoUser } from '../../../../test/fixtures.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';

/** The signed-in user the page reads its permissions from. */
const signedIn = (user: User = demoUser) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return queryClient;
};

beforeAll(() => i18n.loadNamespaces('cashback'));
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /api/cashback?page=1&on_page=20';
const REDEEM = 'POST /api/cashback/redeem';

const renderPage = (entry = '/cashback', user: User = demoUser) =>
  renderRoutes([{ path: '/cashback', element: <CashbackPage /> }], entry, signedIn(user));

describe('cashback page', () => {
  it('shows the balance, the rules in words and the history', async () => {
    const clawback = accrual({
      id: 12,
      kind: 'cashback_clawback',
      amount: usd('-0.37'),
      balance_after: usd('2.00'),
      percent: '3.00',
    });
    stubApi({ [PAGE]: [200, cashback('2.00', [clawback, accrual()])] });
    renderPage();
    expect(await screen.findByTestId('cashback-balance')).toHaveTextContent('$2.00');
    const rules = screen.getByRole('list', { name: 'How cashback is earned' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 % of every shipping charge', '3.5 % of every paid service']);
    const rows = within(screen.getByRole('table', { name: 'Cashback history' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Cashback reclaimed');
    expect(rows[1]).toHaveTextContent('Service charge $12.34 was refunded');
    expect(rows[1]).toHaveTextContent('-$0.37');
    expect(rows[2]).toHaveTextContent('Cashback accrued');
    expect(rows[2]).toHaveTextContent('3 % of Service charge $12.34');
    expect(rows[2]).toHaveTextContent('21.11.2026 10:05');
  });

  it('reads the history page from the URL', async () => {
    const calls = stubApi({
      'GET /api/cashback?page=2&on_page=20': [
        200,
        {
          ...cashback('1.00', [accrual()], 25),
          history: { entries: [accrual()], page: 2, on_page: 20, total: 25, next_page: null },
        },
      ],
    });
    renderPage('/cashback?page=2');
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/cashback?page=2&on_page=20']);
  });

  it('cannot move less than the minimum', async () => {
    stubApi({ [PAGE]: [200, cashback('0.99')] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Move to balance' })).toBeDisabled();
    expect(screen.getByText('Available from $1.00')).toBeInTheDocument();
    expect(screen.getByText('No cashback yet. It is added when you pay for shipping or services.')).toBeInTheDocument();
  });

  it('checks the amount, then moves it with an Idempotency-Key', async () => {
    const calls = stubApi({
      [PAGE]: [200, cashback('2.50')],
      [REDEEM]: [201, { journal_id: 9, balance: balance('3.75') }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move cashback to the balance' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('$2.50');

    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to balance' }));
    expect(await within(dialog).findByText('The minimum is $1.00')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to balance' }));
    expect(await within(dialog).findByText('The maximum is $2.50')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === REDEEM)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to balance' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.key === REDEEM)).toHaveLength(1));
    const sent = calls.find((c) => c.key === REDEEM)!;
    expect(sent.body).toEqual({ amount: '1.25' });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(await screen.findByText('$1.25 of cashback moved to your balance')).toBeInTheDocument();
  });

  it('shows a refusal in the dialog', async () => {
    stubApi({
      [PAGE]: [200, cashback('2.50')],
      [REDEEM]: [422, { code: 'insufficient_funds', message: 'Insufficient funds' }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to balance' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to balance' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient funds on the balance');
  });
});
