import { z } from 'zod';
import { isoDateSchema, pageInfoSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { journalKindSchema, moneySchema } from './money.ts';

/**
 * Payments (§2 /payments/{type}, §3 Payment filter, §7 POST /payments) and the money reports (§2
 * /reports/incoming-payments, /account/summary-report), all read from the ledger. A payment is a journal that
 * changes what the seller holds (available + frozen + blocked): more → incoming, less → sent. Moves between the
 * seller's own balances (a withdrawal put on hold, a hold released, funds blocked) are not payments.
 */
export const paymentTypes = ['incoming', 'sent'] as const;
export const paymentTypeSchema = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** §9: the payments page size defaults to 5. */
export const PAYMENTS_PAGE_SIZE = 5;

/** §3 Payment filter: page, payment_type, on_page. */
export const paymentFilterSchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  payment_type: paymentTypeSchema,
  on_page: z.number().int().min(1).max(100).default(PAYMENTS_PAGE_SIZE),
});
export type PaymentFilter = z.input<typeof paymentFilterSchema>;

export const paymentSchema = z.object({
  /** The journal of the operation. */
  id: z.number().int(),
  kind: journalKindSchema,
  type: paymentTypeSchema,
  /** Always positive: `type` tells the direction. */
  amount: moneySchema,
  description: z.string(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = pageInfoSchema.extend({ payments: z.array(paymentSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 732;

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;

/** A date range (§3 Date range: from and to), both days included, `date_from` ≤ `date_to`. */
const rangeRules = <T extends { date_from?: string; date_to?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (!q.date_from || !q.date_to) return;
  const days = dayNumber(q.date_to) - dayNumber(q.date_from);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_range_inverted' });
  else if (days >= REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_range_too_long' });
};

export const reportGroupings = ['day', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** /reports/incoming-payments: a range (the current month when left out) grouped by day or by month. */
export const incomingReportQuerySchema = z
  .object({
    date_from: isoDateSchema().optional(),
    date_to: isoDateSchema().optional(),
    group: z.enum(reportGroupings).default('day'),
  })
  .superRefine(rangeRules);
export type IncomingReportQuery = z.infer<typeof incomingReportQuerySchema>;

const bucketSchema = z.object({ count: z.number().int(), total: moneySchema });
export const incomingReportSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  group: z.enum(reportGroupings),
  count: z.number().int(),
  total: moneySchema,
  by_kind: z.array(bucketSchema.extend({ kind: journalKindSchema })),
  /** `YYYY-MM-DD` per day or `YYYY-MM` per month; only periods with payments. */
  by_period: z.array(bucketSchema.extend({ period: z.string() })),
});
export type IncomingReport = z.infer<typeof incomingReportSchema>;

/** /account/summary-report periods. */
export const summaryPeriods = ['this_month', 'last_month', 'custom'] as const;
export type SummaryPeriod = (typeof summaryPeriods)[number];

export const summaryQuerySchema = z
  .object({
    period: z.enum(summaryPeriods).default('this_month'),
    date_from: isoDateSchema().optional(),
    date_to: isoDateSchema().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period === 'custom') {
      if (!q.date_from) ctx.addIssue({ code: 'custom', path: ['date_from'], message: 'required' });
      if (!q.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'required' });
    }
    rangeRules(q, ctx);
  });
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const summaryReportSchema = z.object({
  period: z.enum(summaryPeriods),
  date_from: z.string(),
  date_to: z.string(),
  /** What the seller held (available + frozen + blocked) before the first day and after the last. */
  opening_balance: moneySchema,
  closing_balance: moneySchema,
  incoming: moneySchema,
  /** Sent, without fees. */
  outgoing: moneySchema,
  /** Journals of a `*_fee` kind. */
  fees: moneySchema,
  /** incoming − outgoing − fees = closing − opening. */
  net: moneySchema,
  by_kind: z.array(
    z.object({ kind: journalKindSchema, count: z.number().int(), incoming: moneySchema, outgoing: moneySchema }),
  ),
});
export type SummaryReport = z.infer<typeof summaryReportSchema>;

/** §2 /reports/handling-and-labels: the journal kinds that pay for handling and labels (shipments, national post,
 * warehouse handling and storage), reversals of them counted back. */
export const handlingKinds = ['shipment_charge', 'national_post_charge', 'service_charge'] as const;
export const handlingReportQuerySchema = z
  .object({ date_from: isoDateSchema().optional(), date_to: isoDateSchema().optional() })
  .superRefine(rangeRules);
export type HandlingReportQuery = z.infer<typeof handlingReportQuerySchema>;
const handlingBucketSchema = z.object({ kind: z.enum(handlingKinds), count: z.number().int(), total: moneySchema });
export const handlingReportSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  count: z.number().int(),
  /** What left the seller's balance for these, net of what was returned. */
  total: moneySchema,
  by_kind: z.array(handlingBucketSchema),
  /** One row per day and kind that had a charge (`YYYY-MM-DD`, UTC days like every money report). */
  by_day: z.array(handlingBucketSchema.extend({ day: z.string() })),
});
export type HandlingReport = z.infer<typeof handlingReportSchema>;

const read = { permission: 'money.read', tags: ['money'] } as const;

/** §7 POST /payments (§3 Payment filter), /reports/incoming-payments and /account/summary-report. */
export const reportsApi = {
  /** Incoming or sent payments, newest first (a POST with the §3 filter as its body, as §7 has it). */
  payments: endpoint({
    method: 'POST',
    path: '/payments',
    body: paymentFilterSchema,
    response: paymentListSchema,
    ...read,
  }),
  /** Incoming payments over a range, by kind and by day or month. */
  incoming: endpoint({
    method: 'GET',
    path: '/money/reports/incoming-payments',
    query: incomingReportQuerySchema,
    response: incomingReportSchema,
    ...read,
  }),
  /** The same report as CSV, worded in the caller's language. */
  incomingCsv: endpoint({
    method: 'GET',
    path: '/money/reports/incoming-payments/csv',
    query: incomingReportQuerySchema,
    file: 'text/csv',
    ...read,
  }),
  /** Opening and closing balance, incoming, outgoing and fees of a period. */
  summary: endpoint({
    method: 'GET',
    path: '/money/reports/summary',
    query: summaryQuerySchema,
    response: summaryReportSchema,
    ...read,
  }),
  /** The summary as CSV. */
  summaryCsv: endpoint({
    method: 'GET',
    path: '/money/reports/summary/csv',
    query: summaryQuerySchema,
    file: 'text/csv',
    ...read,
  }),
  /** The summary as PDF. */
  /** What the seller paid for handling and labels in a range, by kind and by day. */
  handling: endpoint({
    method: 'GET',
    path: '/money/reports/handling-and-labels',
    query: handlingReportQuerySchema,
    response: handlingReportSchema,
    ...read,
  }),
  handlingCsv: endpoint({
    method: 'GET',
    path: '/money/reports/handling-and-labels/csv',
    query: handlingReportQuerySchema,
    file: 'text/csv',
    ...read,
  }),
  handlingPdf: endpoint({
    method: 'GET',
    path: '/money/reports/handling-and-labels/pdf',
    query: handlingReportQuerySchema,
    file: 'application/pdf',
    ...read,
  }),
  summaryPdf: endpoint({
    method: 'GET',
    path: '/money/reports/summary/pdf',
    query: summaryQuerySchema,
    file: 'application/pdf',
    ...read,
  }),
};
