import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationCount } from '@cabinet/contracts/notifications';
import { api } from '../../../shared/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

/** The bell asks again this often, and whenever the window regains focus. */
export const NOTIFICATION_COUNT_POLL_MS = 60_000;

/** GET /notifications?only_number=1: the unseen count and the main menu's badges (§7). */
export const getNotificationCount = (signal?: AbortSignal) =>
  api.get<NotificationCount>('/notifications?only_number=1', { signal });

export const notificationCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) => getNotificationCount(signal),
    staleTime: 0,
    refetchInterval: NOTIFICATION_COUNT_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useNotificationCount = (enabled = true) =>
  useQuery({ ...notificationCountQuery(), select: (data) => data.total, enabled });
