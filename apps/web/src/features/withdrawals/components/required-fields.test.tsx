import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { BankRequisitesForm } from './bank-requisites-form.tsx';
import { CardRequisitesForm } from './card-requisites-form.tsx';
import { LinkWalletForm } from './link-wallet-form.tsx';
import { OpsReasonForm } from './ops-reason-form.tsx';
import { TransferForm } from './transfer-form.tsx';

/*
 * Issue 22: each money form of this feature, submitted empty, says beside every required field what it needs — the
 * translated words, read as the field's own description (what a screen reader says with it) — and sends nothing.
 */

beforeAll(() => i18n.loadNamespaces('withdrawals'));
afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Required field';
const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** The field is marked invalid and its description holds the message. */
function expectBeside(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('card requisites, submitted empty', () => {
  it('say "Required field" beside the number and the holder, and save nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(<CardRequisitesForm onSave={onSave} pending={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expectBeside(textbox(/^Card number/), REQUIRED);
    expectBeside(textbox(/^Cardholder/), REQUIRED);
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('bank requisites, submitted empty', () => {
  it('say "Required field" beside the IBAN, the recipient and the tax number, and save nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(<BankRequisitesForm current={null} onSave={onSave} pending={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expectBeside(textbox(/^IBAN/), REQUIRED);
    expectBeside(textbox(/^Recipient/), REQUIRED);
    expectBeside(textbox(/^Tax number/), REQUIRED);
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('linking a wallet account, submitted empty', () => {
  it('says "Required field" beside the e-mail and sends nothing', async () => {
    const calls = stubApi({});
    const onLinked = vi.fn();
    renderWithProviders(<LinkWalletForm onLinked={onLinked} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link' }));
    expectBeside(textbox(/^Account e-mail/), REQUIRED);
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(calls).toEqual([]);
    expect(onLinked).not.toHaveBeenCalled();
  });
});

describe('a transfer, submitted empty', () => {
  it('asks for the recipient, then for the amount, beside each, and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/transfers/recipient?query=7': [200, { account_id: 7, name: 'Olena K.' }] });
    renderWithProviders(
      <DialogHost>
        <TransferForm available={5000} disabled={false} />
      </DialogHost>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expectBeside(textbox(/^Recipient/), 'Enter an e-mail or an account number');
    expect(calls).toEqual([]);

    await user.type(textbox(/^Recipient/), '7');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByTestId('recipient-name');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expectBeside(textbox(/^Amount/), 'Enter an amount greater than zero with at most two decimals');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/transfers/recipient?query=7']);
  });
});

describe("an operator's reason, submitted empty", () => {
  it('asks for the reason beside it and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <OpsReasonForm text="Reject the withdrawal?" submitLabel="Reject" onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
    expectBeside(textbox(/^Reason for the seller/), 'Write at least 3 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
