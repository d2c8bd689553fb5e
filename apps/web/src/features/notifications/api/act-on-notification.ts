import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationAction } from '@cabinet/contracts/notifications';
import { api } from '../../../shared/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

/** POST /notifications/:id {action}: the updated notification, or `{ok: true}` after `remove`. */
export const actOnNotification = ({ id, action }: { id: number; action: NotificationAction }) =>
  api.post<Notification | { ok: true }>(`/notifications/${id}`, { action });

/** Read, pin and remove change both the list (order, styling, rows) and the bell's unseen count. */
export function useActOnNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnNotification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.count() }),
      ]),
  });
}
