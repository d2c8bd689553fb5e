import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import type { OpsAccountList } from '@cabinet/contracts/money-ops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { toInputDate } from '../../../shared/lib/format.ts';
import { invoice, usd } from '../test-data.ts';
import { IssueInvoiceForm } from './issue-invoice-form.tsx';

beforeAll(() => i18n.loadNamespaces('invoices'));
afterEach(() => vi.unstubAllGlobals());

const sellers: OpsAccountList = {
  accounts: [
    {
      id: 7,
      email: 'demo@seller-cabinet.test',
      name: 'Olena Kovalenko',
      company_name: 'FOP Kovalenko O. M.',
      available: usd('50.00'),
      withdrawal_blocked: false,
      withdrawal_block_reason: '',
    },
  ],
  page: 1,
  on_page: 10,
  total: 1,
  next_page: null,
};

const render = () =>
  renderWithProviders(
    <DialogHost>
      <IssueInvoiceForm />
    </DialogHost>,
  );

describe('issue invoice form', () => {
  it('states the contract’s length limits on the title and on every line, added ones too (issue 12)', async () => {
    stubApi({ 'GET /api/ops/money/accounts?on_page=10': [200, sellers] });
    render();
    const limit = String(TEXT_LIMITS.short_text);
    expect(screen.getByRole('textbox', { name: /What the invoice is for/ })).toHaveAttribute('maxLength', limit);
    expect(screen.getByRole('textbox', { name: 'Line 1: description' })).toHaveAttribute('maxLength', limit);
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(await screen.findByRole('textbox', { name: 'Line 2: description' })).toHaveAttribute('maxLength', limit);
  });

  it('finds the seller, sums the lines exactly and issues the invoice with prices as decimal strings', async () => {
    const calls = stubApi({
      'GET /api/ops/money/accounts?on_page=10': [200, sellers],
      'GET /api/ops/money/accounts?search=demo&on_page=10': [200, sellers],
      'POST /api/ops/money/invoices': () =>
        jsonResponse(201, {
          ...invoice(),
          account_id: 7,
          account_email: 'demo@seller-cabinet.test',
          account_name: 'Olena Kovalenko',
          hidden_by_seller: false,
        }),
    });
    render();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /^Seller/ }), 'demo');
    await user.click(await screen.findByRole('option', { name: /demo@seller-cabinet\.test · №7/ }));
    await user.type(screen.getByRole('textbox', { name: /^What the invoice is for/ }), 'Warehouse storage, October');
    await user.type(screen.getByRole('textbox', { name: 'Line 1: description' }), 'Storage');
    await user.clear(screen.getByRole('textbox', { name: 'Line 1: quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Line 1: quantity' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Line 1: unit price' }), '0.10');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByRole('textbox', { name: 'Line 2: description' }), 'Packing');
    await user.type(screen.getByRole('textbox', { name: 'Line 2: unit price' }), '0.20');
    expect(screen.getByTestId('issue-total')).toHaveTextContent('Total: $0.50');

    await user.click(screen.getByRole('button', { name: 'Issue the invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue an invoice for $0.50?' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue the invoice' }));
    expect(
      await screen.findByText('Invoice INV-2026-000012 was issued to demo@seller-cabinet.test'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /api/ops/money/invoices')!;
    expect(post.body).toEqual({
      account_id: 7,
      title: 'Warehouse storage, October',
      lines: [
        { description: 'Storage', quantity: 3, unit_price: '0.1' },
        { description: 'Packing', quantity: 1, unit_price: '0.2' },
      ],
      due_date: toInputDate(new Date(Date.now() + 14 * 86_400_000)),
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('checks the form with the contract before sending anything', async () => {
    const calls = stubApi({ 'GET /api/ops/money/accounts?on_page=10': [200, sellers] });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Issue the invoice' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });
});
