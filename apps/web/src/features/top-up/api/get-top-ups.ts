import { queryOptions, useQuery } from '@tanstack/react-query';
import { topUpsApi, type TopUpsQuery } from '@cabinet/contracts/top-up';
import { call } from '../../../shared/api/call.ts';
import { topUpKeys } from './top-up-keys.ts';

/** The seller's own top-ups, newest first. */
export const getTopUps = (q: Partial<TopUpsQuery>, signal?: AbortSignal) => call(topUpsApi.list, { query: q, signal });

export const topUpsQuery = (q: Partial<TopUpsQuery>) =>
  queryOptions({ queryKey: topUpKeys.list(q), queryFn: ({ signal }) => getTopUps(q, signal) });

/** Bank-transfer invoices still waiting for the money. */
export const usePendingTransfers = () =>
  useQuery(topUpsQuery({ status: 'pending', method: 'bank_transfer', on_page: 10 }));
