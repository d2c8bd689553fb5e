import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { returnRegisterBodySchema } from '@cabinet/contracts/returns-ops';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { RegisterReturnForm } from './register-return-form.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('returns');
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('register return form', () => {
  it('states the contract’s length limit on every text field, an added item too (issue 12)', async () => {
    renderWithProviders(<RegisterReturnForm />);
    const { shape } = returnRegisterBodySchema;
    expect(input(/^Seller/)).toHaveAttribute('maxLength', String(TEXT_LIMITS.short_text));
    expect(input(/^Shipment number/)).toHaveAttribute(
      'maxLength',
      String(shape.shipment_number.unwrap().unwrap().maxLength),
    );
    expect(input(/^Carrier/)).toHaveAttribute('maxLength', String(shape.carrier.maxLength));
    expect(input(/^Tracking number/)).toHaveAttribute('maxLength', String(shape.tracking_number.maxLength));
    expect(input(/^Sent back by/)).toHaveAttribute('maxLength', String(TEXT_LIMITS.short_text));
    expect(input(/^Item 1/)).toHaveAttribute('maxLength', String(TEXT_LIMITS.short_text));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(input(/^Item 2/)).toHaveAttribute('maxLength', String(TEXT_LIMITS.short_text));
  });
});
