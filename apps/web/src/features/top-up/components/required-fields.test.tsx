import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { methods } from '../test-data.ts';
import { PayoutForm } from './payout-form.tsx';
import { TopUpForm } from './top-up-form.tsx';

// Issue 22: the top-up form and the operator's payout form, submitted empty, say beside each required field what it
// needs and send nothing.

beforeAll(() => i18n.loadNamespaces('top-up'));
afterEach(() => vi.unstubAllGlobals());

describe('a top-up, submitted empty', () => {
  it('asks for an amount beside the amount field and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TopUpForm methods={methods.methods} pending={false} onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    const amount = screen.getByRole('textbox', { name: /^Amount, USD/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount such as 25.00'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("an operator's marketplace payout, submitted empty", () => {
  it('marks the account, the order and the amount as required and sends nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(<PayoutForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    for (const name of [/^Account number/, /^Order number/, /^Amount/]) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(calls).toEqual([]);
  });
});
