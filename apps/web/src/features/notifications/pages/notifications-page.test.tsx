import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { notification, notificationList } from '../test-data.ts';
import { NotificationsPage } from './notifications-page.tsx';

beforeAll(() => i18n.loadNamespaces('notifications'));
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/notifications?page=1&on_page=20';
const COUNT = 'GET /api/notifications?only_number=1';

const items = [
  notification({ id: 7, kind: 'account.subaccount_joined', payload: { email: 'ivan@example.com' }, is_pinned: true }),
  notification({ id: 5, kind: 'security.two_factor_enabled', seen: true, created_at: '2026-11-20T08:30:00' }),
];

function renderPage(entry = '/notifications') {
  const router = renderRoutes(
    [
      {
        path: '/notifications',
        element: (
          <DialogHost>
            <NotificationsPage />
          </DialogHost>
        ),
      },
      { path: '/settings/notifications', element: null },
    ],
    entry,
  );
  return router;
}

describe('notifications page', () => {
  it('lists the notifications with their wording, date and state', async () => {
    stubApi({ [LIST]: [200, notificationList(items)] });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('A sub-account user joined');
    expect(first).toHaveTextContent('ivan@example.com accepted the invitation');
    expect(first).toHaveTextContent('Pinned');
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('21.11.2026 10:05');
    expect(within(second!).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    stubApi({ [LIST]: [200, notificationList([])] });
    renderPage();
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove all' })).toBeDisabled();
  });

  it('reads the page from the URL', async () => {
    const calls = stubApi({
      'GET /api/notifications?page=2&on_page=20': [200, { ...notificationList(items, 45), page: 2, next_page: 3 }],
    });
    renderPage('/notifications?page=2');
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/notifications?page=2&on_page=20']);
  });

  it('acts on one notification through its own endpoint', async () => {
    const calls = stubApi({
      [LIST]: [200, notificationList(items)],
      'POST /api/notifications/7': [200, { ...items[0], is_pinned: false }],
    });
    renderPage();
    const first = await screen.findByRole('listitem', { name: 'A sub-account user joined' });
    await userEvent.click(within(first).getByRole('button', { name: 'Unpin' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.key === LIST)).toHaveLength(2));
    expect(calls.find((c) => c.key === 'POST /api/notifications/7')?.body).toEqual({ action: 'unpin' });
  });

  it('removes all only after the confirmation, and not on cancel', async () => {
    const calls = stubApi({
      [LIST]: [200, notificationList(items)],
      [COUNT]: [200, { total: 0, main_menu_actions: { notifications: 0 } }],
      'POST /api/notifications/actions': [200, { affected: 2 }],
    });
    renderPage();
    const removeAll = await screen.findByRole('button', { name: 'Remove all' });

    await userEvent.click(removeAll);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove all notifications?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);

    await userEvent.click(removeAll);
    const dialog = await screen.findByRole('dialog', { name: 'Remove all notifications?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove everything' }));
    expect(await screen.findByText('Notifications removed: 2.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.body)).toEqual([{ action: 'remove_all' }]);
    await vi.waitFor(() => expect(calls.filter((c) => c.key === LIST)).toHaveLength(2));
  });
});
