import type { Notification, NotificationList, NotificationSetting } from '@cabinet/contracts/notifications';

/** Fixtures for this feature's tests. */
export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  kind: 'security.password_changed',
  payload: {},
  is_pinned: false,
  seen: false,
  created_at: '2026-11-21T10:05:00',
  ...overrides,
});

export const notificationList = (notifications: Notification[], total = notifications.length): NotificationList => ({
  notifications,
  page: 1,
  on_page: 20,
  total,
  next_page: total > 20 ? 2 : null,
});

export const settings: NotificationSetting[] = [
  { kind: 'security.password_changed', cabinet: true, email: true, locked: true },
  { kind: 'security.two_factor_enabled', cabinet: true, email: true, locked: true },
  { kind: 'account.subaccount_joined', cabinet: true, email: true, locked: false },
  { kind: 'money.payment_received', cabinet: true, email: false, locked: false },
];
