import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** A client error (4xx) will not change on retry; network failures and 5xx get two more tries. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
