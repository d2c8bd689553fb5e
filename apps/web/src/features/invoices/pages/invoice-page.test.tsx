import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { balance, invoice } from '../test-data.ts';
import { InvoicePage } from './invoice-page.tsx';

beforeAll(() => i18n.loadNamespaces('invoices'));
afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/payments/pay_money/invoices/12';
const PAY = 'PUT /api/payments/pay_money/invoices/12/paid';
const BALANCE = 'GET /api/user/balance';

function renderPage(user = demoUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return renderRoutes(
    [
      {
        path: '/invoices/:id',
        element: (
          <DialogHost>
            <InvoicePage />
          </DialogHost>
        ),
      },
      { path: '/invoices', element: <p>The list</p> },
    ],
    '/invoices/12',
    queryClient,
  );
}

describe('invoice page', () => {
  it('shows the invoice and pays it after a confirmation that shows the balance after payment', async () => {
    let paid = false;
    const calls = stubApi({
      [GET]: () =>
        jsonResponse(200, paid ? invoice({ status: 'paid', paid_at: '2026-11-21T11:00:00.000Z' }) : invoice()),
      [BALANCE]: () => jsonResponse(200, balance(paid ? '38.25' : '50.00')),
      [PAY]: () => {
        paid = true;
        return jsonResponse(200, {
          invoice: invoice({ status: 'paid', paid_at: '2026-11-21T11:00:00.000Z' }),
          balance: balance('38.25'),
        });
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-000012' })).toBeInTheDocument();
    expect(screen.getByText('Warehouse storage, October')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoice lines' })).toHaveTextContent('Storage3$2.50$7.50');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$11.75');
    expect(screen.getByText('05.12.2026')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice INV-2026-000012 from the balance?' });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent('$11.75');
    expect(within(dialog).getByTestId('pay-balance-before')).toHaveTextContent('$50.00');
    expect(within(dialog).getByTestId('pay-balance-after')).toHaveTextContent('$38.25');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Invoice INV-2026-000012 is paid')).toBeInTheDocument();
    const payment = calls.find((c) => c.key === PAY)!;
    expect(payment.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    await vi.waitFor(() => expect(screen.getAllByText('Paid').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('keeps a refusal inside the dialog and does not pay when the balance is short', async () => {
    const calls = stubApi({ [GET]: [200, invoice()], [BALANCE]: [200, balance('11.00')] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('pay-balance-after')).toHaveTextContent('-$0.75');
    expect(within(dialog).getByText('Not enough money on the balance')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key === PAY)).toBe(false);
  });

  it('shows a server refusal in the dialog', async () => {
    stubApi({
      [GET]: [200, invoice()],
      [BALANCE]: [200, balance('50.00')],
      [PAY]: [409, { code: 'invoice_already_paid', message: 'This invoice has already been paid' }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('This invoice has already been paid')).toBeInTheDocument();
  });

  it('offers no payment to a member without money rights', async () => {
    stubApi({ [GET]: [200, invoice()], [BALANCE]: [200, balance('50.00')] });
    renderPage({ ...demoUser, role: 'member', permissions: ['money.read'] });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says there is no such invoice on a 404', async () => {
    stubApi({ [GET]: [404, { code: 'not_found', message: 'Not found' }] });
    renderPage();
    expect(await screen.findByText('There is no such invoice')).toBeInTheDocument();
  });
});
