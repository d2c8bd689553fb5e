import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@cabinet/contracts/notifications';
import { api } from '../../../shared/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/** GET /notifications?page&on_page: pinned first, then newest first. */
export const getNotifications = (page: number, signal?: AbortSignal) =>
  api.get<NotificationList>(
    `/notifications?${new URLSearchParams({ page: String(page), on_page: String(NOTIFICATIONS_PER_PAGE) })}`,
    { signal },
  );

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const useNotifications = (page: number) =>
  useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });
