import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PayForm } from './pay-form.tsx';

// Issue 22: the buyer's pay form, submitted empty, says "Required field" beside the e-mail and starts no payment.

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => vi.unstubAllGlobals());

describe("the buyer's pay form, submitted empty", () => {
  it('says "Required field" beside the e-mail and starts no payment', async () => {
    const calls = stubApi({});
    renderWithProviders(<PayForm code="AbCdEf234567" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
    const email = screen.getByRole('textbox', { name: /^Your e-mail/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(calls).toEqual([]);
  });
});
