import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { NotificationBell } from './notification-bell.tsx';

beforeAll(() => i18n.loadNamespaces('notifications'));
afterEach(() => vi.unstubAllGlobals());

function renderBell(total: number) {
  const calls = stubApi({
    'GET /api/notifications?only_number=1': [200, { total, main_menu_actions: { notifications: total } }],
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  renderRoutes([{ path: '/', element: <NotificationBell /> }], '/', queryClient);
  return calls;
}

describe('notification bell', () => {
  it('links to the centre with the unseen count in its name and badge', async () => {
    renderBell(3);
    const link = await screen.findByRole('link', { name: 'Notifications: 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(screen.getByText('3')).toBeVisible();
  });

  it('hides the count when everything is seen', async () => {
    const calls = renderBell(0);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('is not shown to a member who may not read notifications', () => {
    const calls = stubApi({});
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.user(), { ...demoUser, role: 'member', permissions: [] });
    renderRoutes([{ path: '/', element: <NotificationBell /> }], '/', queryClient);
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
