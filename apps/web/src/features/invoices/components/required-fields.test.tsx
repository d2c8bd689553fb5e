import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { IssueInvoiceForm } from './issue-invoice-form.tsx';

// Issue 22: the operator's invoice form, submitted empty, says "Required field" beside each required field.

beforeAll(() => i18n.loadNamespaces('invoices'));
afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Required field';

describe('issuing an invoice, submitted empty', () => {
  it('says "Required field" beside the seller, the title and the first line, and sends nothing', async () => {
    const calls = stubApi({
      'GET /api/ops/money/accounts?on_page=10': [
        200,
        { accounts: [], page: 1, on_page: 10, total: 0, next_page: null },
      ],
    });
    renderWithProviders(
      <DialogHost>
        <IssueInvoiceForm />
      </DialogHost>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Issue the invoice' }));
    for (const field of [
      screen.getByRole('combobox', { name: /^Seller/ }),
      screen.getByRole('textbox', { name: /^What the invoice is for/ }),
      screen.getByRole('textbox', { name: 'Line 1: description' }),
      screen.getByRole('textbox', { name: 'Line 1: unit price' }),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => !c.key.startsWith('GET '))).toEqual([]);
  });
});
