import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PaymentLinkNewPage } from './payment-link-new-page.tsx';

// Issue 22: a new payment link, submitted empty, says "Required field" beside each required field (the currency
// always holds one) and sends nothing.

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => vi.unstubAllGlobals());

describe('a new payment link, submitted empty', () => {
  it('says "Required field" beside the amount and the description, and creates nothing', async () => {
    const calls = stubApi({});
    renderRoutes([{ path: '/payment-links/new', element: <PaymentLinkNewPage /> }], '/payment-links/new');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create the link' }));
    for (const field of [
      screen.getByRole('textbox', { name: /^Amount/ }),
      screen.getByRole('textbox', { name: /^What the buyer pays for/ }),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(calls).toEqual([]);
  });
});
