import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi, type NotificationList } from '@cabinet/contracts/notifications';
import { call, ContractMismatchError } from '../../../shared/api/call.ts';
import { notificationKeys } from './notification-keys.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/** Pinned first, then newest first: the list side of the answer (the other is the count, see only_number). */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  const answer = await call(notificationsApi.list, { query: { page, on_page: NOTIFICATIONS_PER_PAGE }, signal });
  if ('notifications' in answer) return answer;
  throw new ContractMismatchError(notificationsApi.list, 'the count where a page of the list was asked for');
}

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const useNotifications = (page: number) =>
  useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });
