import type { InvoicesQuery, OpsInvoicesQuery } from '@cabinet/contracts/money-invoices';
import type { IncomingReportQuery, PaymentType, SummaryQuery } from '@cabinet/contracts/money-reports';

/** Query keys of the feature (STYLE: one factory per domain; mutations invalidate exactly what they change). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (q: Partial<InvoicesQuery>) => [...invoiceKeys.lists(), q] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  due: () => [...invoiceKeys.all, 'due'] as const,
  ops: (q: Partial<OpsInvoicesQuery>) => [...invoiceKeys.all, 'ops', q] as const,
};

/** Payments and reports change with every money operation: they live under the `money-logs` key (invalidateBalance). */
export const reportKeys = {
  payments: (type: PaymentType, page: number) => ['money-logs', 'payments', type, page] as const,
  incoming: (q: Partial<IncomingReportQuery>) => ['money-logs', 'incoming-report', q] as const,
  summary: (q: Partial<SummaryQuery>) => ['money-logs', 'summary-report', q] as const,
  handling: (q: object) => ['money-logs', 'handling-report', q] as const,
};
