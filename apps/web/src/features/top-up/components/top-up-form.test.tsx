import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ApiError } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { methods } from '../test-data.ts';
import { TopUpForm } from './top-up-form.tsx';

beforeAll(() => i18n.loadNamespaces('top-up'));

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(<TopUpForm methods={methods.methods} pending={false} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}
const amountField = () => screen.getByRole('textbox', { name: /Amount, USD/ });
const cont = () => screen.getByRole('button', { name: 'Continue' });

describe('top-up form', () => {
  it('§5: offers to raise an amount below the minimum, then needs Continue a second time', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(amountField(), '5');
    await user.click(cont());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum for this method is $10.00.');

    await user.click(screen.getByRole('button', { name: 'Change the amount to $10.00' }));
    expect(amountField()).toHaveValue('10.00');
    expect(screen.getByText('The amount is now $10.00. Press Continue again to confirm it.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(cont());
    expect(onSubmit).toHaveBeenCalledWith({ method: 'card', amount: '10.00' });
  });

  it('§5: offers to lower an amount above the method maximum, per method', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.type(amountField(), '250000');
    await user.click(cont());
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum for this method is $100,000.00.');
    await user.click(screen.getByRole('button', { name: 'Change the amount to $100,000.00' }));
    await user.click(cont());
    expect(onSubmit).toHaveBeenCalledWith({ method: 'bank_transfer', amount: '100000.00' });
  });

  it('typing another amount withdraws the offer', async () => {
    const { user } = renderForm();
    await user.type(amountField(), '3');
    await user.click(cont());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(amountField(), '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an amount within the limits at once and shows what the card is charged', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(amountField(), '25,5');
    expect(screen.getByText('You pay $26.27, the balance receives $25.50')).toBeInTheDocument();
    await user.click(cont());
    expect(onSubmit).toHaveBeenCalledWith({ method: 'card', amount: '25.50' });
  });

  it('asks for an amount when the text is not one', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(amountField(), 'ten');
    await user.click(cont());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter an amount such as 25.00')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'amount_below_minimum',
        message: 'The minimum for this method is 10.00 USD.',
        errors: { amount: ['Less than the minimum of this method'] },
      });
    });
    const { user } = renderForm(onSubmit);
    await user.type(amountField(), '15');
    await user.click(cont());
    expect(await screen.findByText('Less than the minimum of this method')).toBeInTheDocument();
  });
});
