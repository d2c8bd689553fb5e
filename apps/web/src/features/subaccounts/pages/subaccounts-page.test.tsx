import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@cabinet/contracts/user';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { subaccount } from '../test-data.ts';
import { SubaccountsPage } from './subaccounts-page.tsx';

beforeAll(() => i18n.loadNamespaces('subaccounts'));
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/subaccounts';
const members = [
  subaccount(),
  subaccount({ id: 8, email: 'olha@example.com', first_name: 'Olha', status: 'invited', last_login_at: null }),
];

function renderPage(user: User = demoUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return renderRoutes(
    [
      {
        path: '/subaccounts',
        element: (
          <DialogHost>
            <SubaccountsPage />
          </DialogHost>
        ),
      },
    ],
    '/subaccounts',
    queryClient,
  );
}

describe('sub-accounts page', () => {
  it('lists the members with status, rights and last sign-in', async () => {
    stubApi({ [LIST]: [200, { subaccounts: members }] });
    renderPage();
    const ivan = await screen.findByRole('row', { name: /Ivan Petrenko/ });
    expect(ivan).toHaveTextContent('ivan@example.com');
    expect(ivan).toHaveTextContent('Active');
    expect(ivan).toHaveTextContent('Changes: Shipments. Views only: Products.');
    expect(ivan).toHaveTextContent('21.11.2026 10:05');
    expect(within(ivan).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    const olha = screen.getByRole('row', { name: /Olha Petrenko/ });
    expect(olha).toHaveTextContent('Invited');
    expect(within(olha).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite an employee' })).toHaveAttribute('href', '/subaccounts/new');
  });

  it('explains sub-accounts when there are none', async () => {
    stubApi({ [LIST]: [200, { subaccounts: [] }] });
    renderPage();
    expect(await screen.findByText('No employees yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite an employee' })).toBeInTheDocument();
  });

  it('hides every action from a member without subaccounts.write', async () => {
    stubApi({ [LIST]: [200, { subaccounts: members }] });
    renderPage({ ...demoUser, id: 99, role: 'member', permissions: ['subaccounts.read'] });
    await screen.findByRole('row', { name: /Ivan Petrenko/ });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invite an employee' })).toBeNull();
  });

  it('removes only after the confirmation, and not on cancel', async () => {
    const calls = stubApi({
      [LIST]: [200, { subaccounts: members }],
      'DELETE /api/subaccounts/7': [200, { ok: true }],
    });
    renderPage();
    const user = userEvent.setup();
    const ivan = await screen.findByRole('row', { name: /Ivan Petrenko/ });

    await user.click(within(ivan).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the sub-account?' });
    expect(dialog).toHaveTextContent('Ivan Petrenko (ivan@example.com) will lose access');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await user.click(within(ivan).getByRole('button', { name: 'Remove' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the sub-account?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'DELETE /api/subaccounts/7')).toHaveLength(1));
    expect(await screen.findByText('The sub-account ivan@example.com has been removed')).toBeInTheDocument();
  });
});
