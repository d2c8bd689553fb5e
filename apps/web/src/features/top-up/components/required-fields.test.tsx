import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { methods } from '../test-data.ts';
import { TopUpForm } from './top-up-form.tsx';

// Issue 22: the top-up form, submitted empty, says beside its required amount what it needs and sends nothing.

beforeAll(() => i18n.loadNamespaces('top-up'));

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
