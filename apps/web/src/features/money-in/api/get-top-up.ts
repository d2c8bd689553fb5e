import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUp } from '@cabinet/contracts/money-in';
import { api } from '../../../shared/api/client.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** How often the return page asks whether the provider has confirmed the payment. */
export const POLL_INTERVAL_MS = 2_000;

/** GET /money-in/top-ups/:id: one top-up's state. */
export const getTopUp = (id: number, signal?: AbortSignal) => api.get<TopUp>(`/money-in/top-ups/${id}`, { signal });

export const topUpQuery = (id: number) =>
  queryOptions({ queryKey: moneyInKeys.detail(id), queryFn: ({ signal }) => getTopUp(id, signal) });

/** Polls while the top-up is pending: the webhook may arrive a moment after the buyer is back. */
export const useTopUpStatus = (id: number) =>
  useQuery({
    ...topUpQuery(id),
    enabled: id > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_INTERVAL_MS : false),
  });
