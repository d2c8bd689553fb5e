import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationBulkAction } from '@cabinet/contracts/notifications';
import { api } from '../../../shared/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

/** POST /notifications/actions {action}: §2 read all, remove seen, remove all; answers how many it touched. */
export const actOnAllNotifications = (action: NotificationBulkAction) =>
  api.post<{ affected: number }>('/notifications/actions', { action });

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
