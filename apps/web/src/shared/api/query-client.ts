import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/**
 * A client error (4xx) will not change on retry; network failures and 5xx get two more tries — except a busy server's
 * 503, which the API client has already sent again as often as it should (client.ts BUSY_RETRIES).
 */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === 'busy')) &&
  failures < 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
