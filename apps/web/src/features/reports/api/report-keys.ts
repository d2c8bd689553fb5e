import type { IncomingReportQuery, PaymentType, SummaryQuery } from '@cabinet/contracts/reports';

/** Payments and reports change with every money operation: they live under the `money-logs` key (invalidateBalance). */
export const reportKeys = {
  payments: (type: PaymentType, page: number) => ['money-logs', 'payments', type, page] as const,
  incoming: (q: Partial<IncomingReportQuery>) => ['money-logs', 'incoming-report', q] as const,
  summary: (q: Partial<SummaryQuery>) => ['money-logs', 'summary-report', q] as const,
  handling: (q: object) => ['money-logs', 'handling-report', q] as const,
};
