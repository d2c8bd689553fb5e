import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSetting, NotificationSettingsBody } from '@cabinet/contracts/notifications';
import { api } from '../../../shared/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

/** PUT /user/notification-settings: only the kinds that changed; the answer is every kind as saved. */
export const saveNotificationSettings = (body: NotificationSettingsBody) =>
  api.put<{ settings: NotificationSetting[] }>('/user/notification-settings', body);

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
