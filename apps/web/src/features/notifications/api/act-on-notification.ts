import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type NotificationAction } from '@cabinet/contracts/notifications';
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './notification-keys.ts';

/** The updated notification, or `{ok: true}` after `remove`. */
export const actOnNotification = ({ id, action }: { id: number; action: NotificationAction }) =>
  call(notificationsApi.act, { params: { id }, body: { action } });

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
