import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUpList, TopUpsQuery } from '@cabinet/contracts/money-in';
import { api } from '../../../shared/api/client.ts';
import { listQuery } from './list-query.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** GET /money-in/top-ups: the seller's own top-ups, newest first. */
export const getTopUps = (q: Partial<TopUpsQuery>, signal?: AbortSignal) =>
  api.get<TopUpList>(`/money-in/top-ups?${listQuery(q)}`, { signal });

export const topUpsQuery = (q: Partial<TopUpsQuery>) =>
  queryOptions({ queryKey: moneyInKeys.list(q), queryFn: ({ signal }) => getTopUps(q, signal) });

/** Bank-transfer invoices still waiting for the money. */
export const usePendingTransfers = () =>
  useQuery(topUpsQuery({ status: 'pending', method: 'bank_transfer', on_page: 10 }));
