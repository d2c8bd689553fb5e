import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { bankQuote, bankWithdrawal } from '../test-data.ts';
import { GetMoneyCheckoutPage } from './get-money-checkout-page.tsx';

beforeAll(() => i18n.loadNamespaces('withdrawals'));
afterEach(() => vi.unstubAllGlobals());

function renderPage(user = demoUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return renderRoutes(
    [
      { path: '/get-money/checkout', element: <GetMoneyCheckoutPage /> },
      { path: '/get-money/invoices', element: <p>The invoices</p> },
    ],
    '/get-money/checkout?method=bank&amount=50.00',
    queryClient,
  );
}

describe('withdrawal confirmation (§5)', () => {
  it('needs the hryvnia amount and the recipient confirmed; a moved rate is shown and confirmed again', async () => {
    let posts = 0;
    const calls = stubApi({
      'GET /api/withdrawals/quote?method=bank&amount=50.00': [200, bankQuote('2062.50', '41.2500')],
      'POST /api/withdrawals': () => {
        posts += 1;
        return posts === 1
          ? jsonResponse(409, {
              code: 'rate_changed',
              message: 'The exchange rate has changed',
              quote: bankQuote('2075.00', '41.5000'),
            })
          : jsonResponse(201, bankWithdrawal(bankQuote('2075.00', '41.5000')));
      },
    });
    const { router } = renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('UA743052990000026007233566001')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /I confirm the amount in national currency/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that the recipient data is correct' }));
    await user.click(submit);

    expect(await screen.findByText(/The exchange rate has changed\. Check the new amount/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-payout')).toHaveTextContent(/2\s075,00/);
    const national = screen.getByRole('checkbox', { name: /I confirm the amount in national currency/ });
    expect(national).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await user.click(national);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/get-money/invoices'));
    const [first, second] = calls.filter((c) => c.key === 'POST /api/withdrawals');
    expect(first?.body).toEqual({
      method: 'bank',
      amount: '50.00',
      confirm: { recipient_confirmed: true, national_amount: '2062.50' },
    });
    expect(second?.body).toMatchObject({ confirm: { national_amount: '2075.00' } });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows the refusal of an amount outside the limits with a way back', async () => {
    stubApi({
      'GET /api/withdrawals/quote?method=bank&amount=50.00': () =>
        jsonResponse(422, {
          code: 'amount_out_of_limits',
          message: 'x',
          min: { amount: '60.00', currency: 'USD', currency_sign_pre: true },
          max: { amount: '100.00', currency: 'USD', currency_sign_pre: true },
        }),
    });
    renderPage();
    expect(await screen.findByText('For this method the amount must be from 60.00 to 100.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/get-money?method=bank&amount=50.00');
  });
});
