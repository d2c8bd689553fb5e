import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type NotificationBulkAction } from '@cabinet/contracts/notifications';
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './notification-keys.ts';

/** §2 read all, remove seen, remove all; answers how many it touched. */
export const actOnAllNotifications = (action: NotificationBulkAction) =>
  call(notificationsApi.actOnAll, { body: { action } });

export function useActOnAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnAllNotifications,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.count() }),
      ]),
  });
}
