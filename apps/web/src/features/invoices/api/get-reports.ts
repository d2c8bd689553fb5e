import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  IncomingReport,
  IncomingReportQuery,
  SummaryQuery,
  SummaryReport,
} from '@cabinet/contracts/money-reports';
import { api, apiDownload } from '../../../shared/api/client.ts';
import { normaliseQuery, objectToSearchParams } from '../../../shared/lib/query-normalisation.ts';
import { reportKeys } from './invoice-keys.ts';

export type IncomingFilters = Partial<IncomingReportQuery>;
export type SummaryFilters = Partial<SummaryQuery>;

const query = (filters: object) => objectToSearchParams(normaliseQuery({ ...filters })).toString();

/** GET /money/reports/incoming-payments: incoming money of a range, per kind and per day or month. */
export const useIncomingReport = (filters: IncomingFilters) =>
  useQuery({
    queryKey: reportKeys.incoming(filters),
    queryFn: ({ signal }) => api.get<IncomingReport>(`/money/reports/incoming-payments?${query(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const downloadIncomingCsv = (filters: IncomingFilters) =>
  apiDownload(`/money/reports/incoming-payments/csv?${query(filters)}`);

/** GET /money/reports/summary: a period's balances and totals by kind. */
export const useSummaryReport = (filters: SummaryFilters, enabled = true) =>
  useQuery({
    queryKey: reportKeys.summary(filters),
    queryFn: ({ signal }) => api.get<SummaryReport>(`/money/reports/summary?${query(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const downloadSummary = (filters: SummaryFilters, format: 'csv' | 'pdf') =>
  apiDownload(`/money/reports/summary/${format}?${query(filters)}`);
