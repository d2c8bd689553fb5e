import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { balanceApi, type LogQuery } from '@cabinet/contracts/money';
import { call, download } from '../../../shared/api/call.ts';

export type LogFilters = Partial<Pick<LogQuery, 'date_from' | 'date_to' | 'kind'>> & { page: number };
export type LogName = 'balance-log' | 'hold-log';

/** The balance log and the hold log with the URL's filters. Keyed under `money-logs` (see invalidateBalance). */
export const useBalanceLog = (filters: LogFilters) =>
  useQuery({
    queryKey: ['money-logs', 'balance', filters],
    queryFn: ({ signal }) => call(balanceApi.balanceLog, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const useHoldLog = (filters: LogFilters) =>
  useQuery({
    queryKey: ['money-logs', 'holds', filters],
    queryFn: ({ signal }) => call(balanceApi.holdLog, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The whole filtered log as CSV (every page), worded in the interface language. */
export const downloadLog = (name: LogName, filters: LogFilters) => {
  const { page: _page, ...query } = filters;
  return download(name === 'balance-log' ? balanceApi.balanceLogCsv : balanceApi.holdLogCsv, { query });
};
