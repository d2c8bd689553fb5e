import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { balanceApi, type LogQuery } from '@cabinet/contracts/money';
import { call, download } from '../../../shared/api/call.ts';
import { moneyLogKeys } from '../../../shared/api/balance.ts';

export type LogFilters = Partial<Pick<LogQuery, 'date_from' | 'date_to' | 'kind'>> & { page: number };
export type LogName = 'balance-log' | 'hold-log';

/** The balance log and the hold log with the URL's filters, under the money logs' key (see invalidateBalance). */
export const useBalanceLog = (filters: LogFilters) =>
  useQuery({
    queryKey: moneyLogKeys.balanceLog(filters),
    queryFn: ({ signal }) => call(balanceApi.balanceLog, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const useHoldLog = (filters: LogFilters) =>
  useQuery({
    queryKey: moneyLogKeys.holdLog(filters),
    queryFn: ({ signal }) => call(balanceApi.holdLog, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The whole filtered log as CSV (every page), worded in the interface language. */
export const downloadLog = (name: LogName, filters: LogFilters) => {
  const { page: _page, ...query } = filters;
  return download(name === 'balance-log' ? balanceApi.balanceLogCsv : balanceApi.holdLogCsv, { query });
};
