import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The notification centre and its settings (signed in). */
export const notificationRoutes: RouteObject[] = [
  {
    path: paths.notifications,
    // A shipment's or a purchase's status is worded by its own feature: their namespaces come along.
    lazy: lazyPage(
      ['notifications', 'shipments', 'purchases'],
      () => import('./pages/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: paths.notificationSettings,
    lazy: lazyPage(
      'notifications',
      () => import('./pages/notification-settings-page.tsx'),
      (m) => m.NotificationSettingsPage,
    ),
  },
];
