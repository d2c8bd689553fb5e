import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './notification-keys.ts';

/** Per kind, shown in the cabinet and sent by e-mail; `locked` e-mails always go. */
export const getNotificationSettings = (signal?: AbortSignal) => call(notificationsApi.settings, { signal });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    select: (data) => data.settings,
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
