import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ApiError } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { BankRequisitesForm } from './bank-requisites-form.tsx';
import { CardRequisitesForm } from './card-requisites-form.tsx';

beforeAll(() => i18n.loadNamespaces('withdrawals'));

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('CardRequisitesForm', () => {
  it("refuses a number failing Luhn's check and a Cyrillic holder, sending nothing", async () => {
    const onSave = vi.fn();
    renderWithProviders(<CardRequisitesForm onSave={onSave} pending={false} />);
    const user = userEvent.setup();
    await user.type(field(/^Card number/), '4242424242424241');
    expect(field(/^Card number/)).toHaveValue('4242 4242 4242 4241');
    await user.type(field(/^Cardholder/), 'Олена');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the name as on the card, in Latin letters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the correctness of entered data');
  });

  it('sends a valid card and clears the form', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CardRequisitesForm onSave={onSave} pending={false} />);
    const user = userEvent.setup();
    await user.type(field(/^Card number/), '5555-5555-5555-4444');
    await user.type(field(/^Cardholder/), 'Olena Kovalenko');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ card_number: '5555 5555 5555 4444', holder_name: 'Olena Kovalenko' });
    await vi.waitFor(() => expect(field(/^Card number/)).toHaveValue(''));
  });

  it('asks for both fields when they are empty', async () => {
    renderWithProviders(<CardRequisitesForm onSave={vi.fn()} pending={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
  });
});

describe('BankRequisitesForm', () => {
  it('checks the IBAN (UA, 27 digits, mod-97) and the tax number', async () => {
    const onSave = vi.fn();
    renderWithProviders(<BankRequisitesForm current={null} onSave={onSave} pending={false} />);
    const user = userEvent.setup();
    await user.type(field(/^IBAN/), 'UA75 3052 9900 0002 6007 2335 6600 1');
    await user.type(field(/^Recipient/), 'Коваленко Олена');
    await user.type(field(/^Tax number/), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid Ukrainian IBAN: UA and 27 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter the tax number: 10 digits for a person, 8 for a company')).toBeInTheDocument();
  });

  it('sends valid requisites and shows a server refusal next to its field', async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message: 'Check the correctness of entered data',
        errors: { tax_number: ['Enter the tax number: 10 digits for a person, 8 for a company'] },
      }),
    );
    renderWithProviders(<BankRequisitesForm current={null} onSave={onSave} pending={false} />);
    const user = userEvent.setup();
    await user.type(field(/^IBAN/), 'ua74 3052 9900 0002 6007 2335 6600 1');
    await user.type(field(/^Recipient/), 'Коваленко Олена');
    await user.type(field(/^Tax number/), '3012345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      iban: 'ua74 3052 9900 0002 6007 2335 6600 1',
      recipient_name: 'Коваленко Олена',
      tax_number: '3012345678',
    });
    expect(
      await screen.findByText('Enter the tax number: 10 digits for a person, 8 for a company'),
    ).toBeInTheDocument();
  });
});
