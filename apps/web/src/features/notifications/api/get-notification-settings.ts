import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSetting } from '@cabinet/contracts/notifications';
import { api } from '../../../shared/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /user/notification-settings: per kind, shown in the cabinet and sent by e-mail; `locked` e-mails always go. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<{ settings: NotificationSetting[] }>('/user/notification-settings', { signal });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    select: (data) => data.settings,
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
