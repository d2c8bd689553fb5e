import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { methodsResponse } from '../test-data.ts';
import { WithdrawForm, type WithdrawFormProps } from './withdraw-form.tsx';

beforeAll(() => i18n.loadNamespaces('withdrawals'));

function renderForm(props: Partial<WithdrawFormProps> = {}) {
  const onContinue = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <WithdrawForm data={methodsResponse()} canWrite onContinue={onContinue} {...props} />,
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return { onContinue, user: userEvent.setup() };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('WithdrawForm', () => {
  it('offers the minimum for a too small amount, and goes on only at the second Continue (§5)', async () => {
    const { onContinue, user } = renderForm();
    await user.type(amountField(), '5');
    await user.click(continueButton());
    expect(onContinue).not.toHaveBeenCalled();
    expect(amountField()).toHaveValue('10.00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The minimum for this method is $10.00, so the amount has been changed to $10.00. Press Continue again',
    );
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith('card', '10.00');
  });

  it('offers the maximum for a too large amount', async () => {
    const { onContinue, user } = renderForm({
      data: methodsResponse({
        available_for_withdrawal: { amount: '9000.00', currency: 'USD', currency_sign_pre: true },
      }),
    });
    await user.type(amountField(), '3000');
    await user.click(continueButton());
    expect(amountField()).toHaveValue('2500.00');
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith('card', '2500.00');
  });

  it('adjusts a too large amount to what the balance pays with the fee, not to the method maximum (issue 12)', async () => {
    // $1 000 available; card: max $2 500, fee 1 % (at least $1): $990.10 + $9.90 = $1 000.00.
    const { onContinue, user } = renderForm({
      data: methodsResponse({
        available_for_withdrawal: { amount: '1000.00', currency: 'USD', currency_sign_pre: true },
      }),
    });
    await user.type(amountField(), '3000');
    await user.click(continueButton());
    expect(onContinue).not.toHaveBeenCalled();
    expect(amountField()).toHaveValue('990.10');
    expect(screen.getByRole('status')).toHaveTextContent(
      'With the fee, $990.10 is the most you can withdraw from $1,000.00, so the amount has been changed to $990.10',
    );
    await user.click(continueButton());
    expect(screen.queryByText(/Not enough money/)).toBeNull();
    expect(onContinue).toHaveBeenCalledWith('card', '990.10');
  });

  it('offers nothing when even the method minimum with its fee is more than the balance', async () => {
    const { onContinue, user } = renderForm({
      data: methodsResponse({
        available_for_withdrawal: { amount: '10.50', currency: 'USD', currency_sign_pre: true },
      }),
    });
    await user.type(amountField(), '3000');
    await user.click(continueButton());
    expect(amountField()).toHaveValue('3000');
    expect(
      screen.getByText(/Not enough money: with the fee \$11\.00 is needed, \$10\.50 is available/),
    ).toBeInTheDocument();
    await user.click(continueButton());
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the fee and what will be frozen, and refuses more than is available', async () => {
    const { onContinue, user } = renderForm();
    await user.type(amountField(), '99.50');
    expect(screen.getByText(/Fee \$1\.00; \$100\.50 will be frozen/)).toBeInTheDocument();
    await user.click(continueButton());
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByText(/Not enough money: with the fee \$100\.50 is needed/)).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '20,5');
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith('card', '20.50');
  });

  it('cannot continue with a method that has no requisites', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Ukrainian bank account (UAH)' }));
    expect(continueButton()).toBeDisabled();
    expect(screen.getAllByText('No requisites for this withdrawal method').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Add requisites' })[0]).toHaveAttribute('href', '/requisites/bank');
  });

  it('locks everything while withdrawals are blocked, or the agreement is not accepted', () => {
    renderForm({
      data: methodsResponse({ withdrawal_blocked: true, withdrawal_block_reason: 'Documents are being checked' }),
    });
    // The seller reads why, in the operator's words (issue 23).
    expect(screen.getByRole('alert')).toHaveTextContent('Your withdrawal is blocked');
    expect(screen.getByRole('alert')).toHaveTextContent('The reason: Documents are being checked');
    expect(continueButton()).toBeDisabled();
    expect(amountField()).toBeDisabled();
  });

  it('sends to the agreement first', () => {
    renderForm({ data: methodsResponse({ agreement_accepted: false }) });
    expect(screen.getByRole('link', { name: 'Read and accept the agreement' })).toHaveAttribute(
      'href',
      '/withdrawal-agreements?cameFrom=%2Fget-money',
    );
    expect(continueButton()).toBeDisabled();
  });

  it('says so when no method is available', () => {
    renderForm({ data: methodsResponse({ methods: [] }) });
    expect(screen.getByText('No withdrawal methods available')).toBeInTheDocument();
  });
});
