import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@cabinet/contracts/user';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { AccountPage } from './account-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPage(user: User) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account', queryClient);
}

describe('/account (issue 12)', () => {
  it('shows a member without account.read their own person, not the account’s tax data, and asks for nothing it may not read', async () => {
    const calls = stubApi({});
    renderPage({ ...demoUser, role: 'member', permissions: [], itn: null, company_name: null });
    expect(await screen.findByText(demoUser.email)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Edit profile' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Account type and tax data' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Passport data' })).toBeNull();
    expect(calls.map((c) => c.key)).toEqual([]);
  });

  it('shows the owner the account type with its tax number, and the personal data', async () => {
    stubApi({ 'GET /api/user/personal-data': [200, { personal_data: null }] });
    renderPage({ ...demoUser, permissions: ['account.read', 'account.write'] });
    expect(await screen.findByRole('heading', { name: 'Passport data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account type and tax data' })).toBeInTheDocument();
    expect(screen.getByText(demoUser.itn!)).toBeInTheDocument();
  });
});
