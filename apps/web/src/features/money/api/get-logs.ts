import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BalanceLog, HoldLog, LogQuery } from '@cabinet/contracts/money';
import { api, apiDownload } from '../../../shared/api/client.ts';
import { objectToSearchParams, normaliseQuery } from '../../../shared/lib/query-normalisation.ts';

export type LogFilters = Partial<Pick<LogQuery, 'date_from' | 'date_to' | 'kind'>> & { page: number };
export type LogName = 'balance-log' | 'hold-log';

const query = (filters: Partial<LogFilters>, extra: Record<string, unknown> = {}) =>
  objectToSearchParams(normaliseQuery({ ...filters, ...extra })).toString();

/** GET /money/balance-log and /money/hold-log with the URL's filters. Keyed under `money-logs` (see invalidateBalance). */
export const useBalanceLog = (filters: LogFilters) =>
  useQuery({
    queryKey: ['money-logs', 'balance', filters],
    queryFn: ({ signal }) => api.get<BalanceLog>(`/money/balance-log?${query(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useHoldLog = (filters: LogFilters) =>
  useQuery({
    queryKey: ['money-logs', 'holds', filters],
    queryFn: ({ signal }) => api.get<HoldLog>(`/money/hold-log?${query(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The whole filtered log as CSV (every page), worded in the interface language. */
export const downloadLog = (name: LogName, filters: LogFilters) => {
  const { page: _page, ...rest } = filters;
  return apiDownload(`/money/${name}/export?${query(rest)}`);
};
