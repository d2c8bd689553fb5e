import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../../test/fixtures.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { WalletActivatePage } from './wallet-activate-page.tsx';

// Issue 22: the activation code is required; sent empty, the page says so beside it and sends nothing.

beforeAll(() => i18n.loadNamespaces('withdrawals'));
afterEach(() => vi.unstubAllGlobals());

describe('activating a wallet account, submitted empty', () => {
  it('says the code has 6 digits beside the code field and sends nothing', async () => {
    const calls = stubApi({
      'GET /api/wallet-accounts/9': [
        200,
        {
          id: 9,
          email: 'olena@example.com',
          status: 'pending_activation',
          provider_account_id: 'PA-1001',
          created_at: '2026-11-21T10:00:00Z',
          activated_at: null,
          used_for_withdrawals: false,
        },
      ],
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.user(), demoUser);
    renderRoutes(
      [{ path: '/payoneer-accounts/:accountId/activate/', element: <WalletActivatePage /> }],
      '/payoneer-accounts/9/activate/',
      queryClient,
    );
    const code = await screen.findByRole('textbox', { name: /^Activation code/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Activate' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('The code has 6 digits'));
    expect(calls.map((c) => c.key)).toEqual(['GET /api/wallet-accounts/9']);
  });
});
