import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { RegisterPaymentForm } from './register-payment-form.tsx';

/*
 * Issue 22: the forms of unidentified payments, submitted empty, say beside every required field what it needs
 * (the translated words, read as the field's description) and send nothing.
 */

beforeAll(() => i18n.loadNamespaces('lost-payments'));
afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Required field';

function expectBeside(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe("a seller's claim, submitted empty", () => {
  it('asks for the reason and for the proof beside each, and sends nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(
      <ClaimDialog
        payment={{
          id: 12,
          amount: { amount: '40.00', currency: 'USD', currency_sign_pre: true },
          payer: 'O**** K******',
          date: '2026-01-15',
          details: 'SWIFT ref 77',
          my_claim_id: null,
        }}
        onClose={vi.fn()}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the claim' }));
    expectBeside(screen.getByRole('textbox', { name: /^Why this payment is yours/ }), REQUIRED);
    expectBeside(
      screen.getByRole('button', { name: /^Proof/ }),
      'Attach at least one file: a screenshot of the chat or a payment document',
    );
    expect(calls).toEqual([]);
  });
});

describe("an operator's unidentified payment, submitted empty", () => {
  it('says "Required field" beside the amount, the date and the payer, and registers nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(<RegisterPaymentForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register the payment' }));
    expectBeside(screen.getByRole('textbox', { name: /^Amount, USD/ }), REQUIRED);
    expectBeside(screen.getByRole('button', { name: /^Received on/ }), REQUIRED);
    expectBeside(screen.getByRole('textbox', { name: /^Payer/ }), REQUIRED);
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(calls).toEqual([]);
  });
});
