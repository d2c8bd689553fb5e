import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { accountApi, type User } from '@cabinet/contracts/user';
import { call } from '../api/call.ts';
import { sessionKeys } from './session-keys.ts';

export { sessionKeys };

/**
 * The signed-in user. A 403 here is not handed to the app's session handler: the guard that loads the user reports
 * it itself (§8 'Authorization error'), and a page open at the time leaves as soon as the token is gone.
 */
export const getCurrentUser = (signal?: AbortSignal) => call(accountApi.me, { signal, skipSessionHandling: true });

/** The signed-in user is shared by every feature (guards, header, pages), so its query lives here. */
export const currentUserQuery = () =>
  queryOptions({ queryKey: sessionKeys.user(), queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 60_000 });

/** Inside the signed-in part of the app the guard has already loaded the user, so this never waits. */
export function useCurrentUser(): User {
  return useSuspenseQuery(currentUserQuery()).data;
}
