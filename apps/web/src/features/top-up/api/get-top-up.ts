import { queryOptions, useQuery } from '@tanstack/react-query';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { call } from '../../../shared/api/call.ts';
import { topUpKeys } from './top-up-keys.ts';

/** How often the return page asks whether the provider has confirmed the payment. */
export const POLL_INTERVAL_MS = 2_000;

/** One top-up's state. */
export const getTopUp = (id: number, signal?: AbortSignal) => call(topUpsApi.get, { params: { id }, signal });

export const topUpQuery = (id: number) =>
  queryOptions({ queryKey: topUpKeys.detail(id), queryFn: ({ signal }) => getTopUp(id, signal) });

/** Polls while the top-up is pending: the webhook may arrive a moment after the buyer is back. */
export const useTopUpStatus = (id: number) =>
  useQuery({
    ...topUpQuery(id),
    enabled: id > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_INTERVAL_MS : false),
  });
