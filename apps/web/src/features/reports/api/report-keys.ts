import type { IncomingReportQuery, PaymentType, SummaryQuery } from '@cabinet/contracts/reports';
import { moneyLogKeys } from '../../../shared/api/balance.ts';

/** Payments and reports change with every money operation: they live under the money logs' key (invalidateBalance). */
export const reportKeys = {
  payments: (type: PaymentType, page: number) => [...moneyLogKeys.all, 'payments', type, page] as const,
  incoming: (q: Partial<IncomingReportQuery>) => [...moneyLogKeys.all, 'incoming-report', q] as const,
  summary: (q: Partial<SummaryQuery>) => [...moneyLogKeys.all, 'summary-report', q] as const,
  handling: (q: object) => [...moneyLogKeys.all, 'handling-report', q] as const,
};
