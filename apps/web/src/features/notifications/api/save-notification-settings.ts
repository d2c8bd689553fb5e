import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type NotificationSettingsBody } from '@cabinet/contracts/notifications';
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './notification-keys.ts';

/** Only the kinds that changed; the answer is every kind as saved. */
export const saveNotificationSettings = (body: NotificationSettingsBody) =>
  call(notificationsApi.saveSettings, { body });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
