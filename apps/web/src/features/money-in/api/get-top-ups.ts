import { queryOptions, useQuery } from '@tanstack/react-query';
import { topUpsApi, type TopUpsQuery } from '@cabinet/contracts/money-in';
import { call } from '../../../shared/api/call.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** The seller's own top-ups, newest first. */
export const getTopUps = (q: Partial<TopUpsQuery>, signal?: AbortSignal) => call(topUpsApi.list, { query: q, signal });

export const topUpsQuery = (q: Partial<TopUpsQuery>) =>
  queryOptions({ queryKey: moneyInKeys.list(q), queryFn: ({ signal }) => getTopUps(q, signal) });

/** Bank-transfer invoices still waiting for the money. */
export const usePendingTransfers = () =>
  useQuery(topUpsQuery({ status: 'pending', method: 'bank_transfer', on_page: 10 }));
