import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  reportsApi,
  type HandlingReportQuery,
  type IncomingReportQuery,
  type SummaryQuery,
} from '@cabinet/contracts/reports';
import { call, download } from '../../../shared/api/call.ts';
import { reportKeys } from './report-keys.ts';

export type IncomingFilters = Partial<IncomingReportQuery>;
export type SummaryFilters = Partial<SummaryQuery>;

/** Incoming money of a range, per kind and per day or month. */
export const useIncomingReport = (filters: IncomingFilters) =>
  useQuery({
    queryKey: reportKeys.incoming(filters),
    queryFn: ({ signal }) => call(reportsApi.incoming, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const downloadIncomingCsv = (filters: IncomingFilters) => download(reportsApi.incomingCsv, { query: filters });

/** A period's balances and totals by kind. */
export const useSummaryReport = (filters: SummaryFilters, enabled = true) =>
  useQuery({
    queryKey: reportKeys.summary(filters),
    queryFn: ({ signal }) => call(reportsApi.summary, { query: filters, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const downloadSummary = (filters: SummaryFilters, format: 'csv' | 'pdf') =>
  download(format === 'csv' ? reportsApi.summaryCsv : reportsApi.summaryPdf, { query: filters });

export type HandlingFilters = Partial<HandlingReportQuery>;

/** What the seller paid for handling and labels in a range, by kind and by day. */
export const useHandlingReport = (filters: HandlingFilters) =>
  useQuery({
    queryKey: reportKeys.handling(filters),
    queryFn: ({ signal }) => call(reportsApi.handling, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const downloadHandling = (filters: HandlingFilters, format: 'csv' | 'pdf') =>
  download(format === 'csv' ? reportsApi.handlingCsv : reportsApi.handlingPdf, { query: filters });
