import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi, type NotificationCount } from '@cabinet/contracts/notifications';
import { call, ContractMismatchError } from '../../../shared/api/call.ts';
import { notificationKeys } from './notification-keys.ts';

/** The bell asks again this often, and whenever the window regains focus. */
export const NOTIFICATION_COUNT_POLL_MS = 60_000;

/** `only_number`: the unseen count and the main menu's badges (§7), the count side of the list's answer. */
export async function getNotificationCount(signal?: AbortSignal): Promise<NotificationCount> {
  const answer = await call(notificationsApi.list, { query: { only_number: '1' }, signal });
  if ('main_menu_actions' in answer) return answer;
  throw new ContractMismatchError(notificationsApi.list, 'a list where only_number asked for the count');
}

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
