import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { balance, invoice } from '../test-data.ts';
import { PayMoneyCheckoutPage } from './pay-money-checkout-page.tsx';

beforeAll(() => i18n.loadNamespaces('invoices'));
afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/payments/pay_money/invoices/12';
const PAY = 'PUT /api/payments/pay_money/invoices/12/paid';
const BALANCE = 'GET /api/user/balance';

const renderPage = (entry = '/pay-money/checkout?invoice=12') =>
  renderRoutes(
    [
      { path: '/pay-money/checkout', element: <PayMoneyCheckoutPage /> },
      { path: '/pay-money', element: <p>Unpaid invoices</p> },
      { path: '/invoices/:id', element: <p>The invoice</p> },
    ],
    entry,
  );

describe('pay-money checkout', () => {
  it('shows the amount and the balance before and after, and pays once on Confirm', async () => {
    let paid = false;
    const calls = stubApi({
      [GET]: () => jsonResponse(200, invoice(paid ? { status: 'paid' } : {})),
      [BALANCE]: () => jsonResponse(200, balance(paid ? '38.25' : '50.00')),
      [PAY]: () => {
        paid = true;
        return jsonResponse(200, { invoice: invoice({ status: 'paid' }), balance: balance('38.25') });
      },
    });
    renderPage();
    expect(await screen.findByTestId('pay-balance-after')).toHaveTextContent('$38.25');
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('$11.75');
    expect(screen.getByTestId('pay-balance-before')).toHaveTextContent('$50.00');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay $11.75' }));
    expect(await screen.findByText('Payment done')).toBeInTheDocument();
    expect(
      screen.getByText('Invoice INV-2026-000012 for $11.75 is paid. Available balance: $38.25.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.key === PAY)).toHaveLength(1);
    expect(calls.find((c) => c.key === PAY)!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('will not pay when the balance is short', async () => {
    stubApi({ [GET]: [200, invoice()], [BALANCE]: [200, balance('5.00')] });
    renderPage();
    expect(await screen.findByText('Not enough money on the balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and pay $11.75' })).toBeDisabled();
  });

  it('says so when the invoice is already paid, or there is none', async () => {
    stubApi({ [GET]: [200, invoice({ status: 'paid' })], [BALANCE]: [200, balance('50.00')] });
    renderPage();
    expect(await screen.findByText('Invoice INV-2026-000012 is already paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm and pay/ })).not.toBeInTheDocument();
  });

  it('asks for an invoice when the address names none', async () => {
    stubApi({ [BALANCE]: [200, balance('50.00')] });
    renderPage('/pay-money/checkout');
    expect(await screen.findByText('There is no such invoice')).toBeInTheDocument();
  });
});
