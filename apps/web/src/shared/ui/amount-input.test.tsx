import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AmountInput } from './amount-input.tsx';

describe('AmountInput', () => {
  it('puts the currency sign where §9 puts it: before a dollar amount, after a euro one', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AmountInput label="Dollars" currency="USD" />
        <AmountInput label="Euros" currency="EUR" />
      </>,
    );
    await user.type(screen.getByLabelText('Dollars'), '1234.5');
    await user.type(screen.getByLabelText('Euros'), '12');
    expect(screen.getByLabelText('Dollars')).toHaveValue('$1,234.5');
    expect(screen.getByLabelText('Euros')).toHaveValue('12 €');
  });

  it('keeps every decimal typed, for the schema to judge, and takes no minus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AmountInput label="Amount" />);
    await user.type(screen.getByLabelText('Amount'), '-12.345');
    expect(screen.getByLabelText('Amount')).toHaveValue('12.345');
  });
});
