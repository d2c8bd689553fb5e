import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, isoDateSchema, okSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, balanceSchema, currencySchema, moneySchema } from './money.ts';

/**
 * Invoices the provider issues TO the seller (§7 "Payments and invoices", §2 /invoices, /pay-money): an operator
 * issues one, the seller pays it from the balance. `unpaid` → `paid` (the seller pays) or `cancelled` (an operator
 * withdraws it). Paid and cancelled invoices may be removed from the seller's list; an unpaid one may not.
 */
export const invoiceStatuses = ['unpaid', 'paid', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Limits of one invoice: how many lines, how many units of one line. */
export const INVOICE_MAX_LINES = 50;
export const INVOICE_MAX_QUANTITY = 100_000;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price: moneySchema,
  amount: moneySchema.describe('quantity × unit price'),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('human number, e.g. INV-2026-000123'),
  title: z.string(),
  lines: z.array(invoiceLineSchema),
  total: moneySchema,
  currency: currencySchema,
  status: invoiceStatusSchema,
  /** YYYY-MM-DD */
  due_date: z.string(),
  /** Unpaid and the due date has passed. */
  overdue: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The ledger journal of the payment; null until paid. */
  journal_id: z.number().int().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** §3 Invoice list: on_page, page, total (and next_page, like every list). */
export const invoiceListSchema = pageInfoSchema.extend({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoicesQuerySchema = pageQuerySchema.extend({ status: invoiceStatusSchema.optional() });
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

/** What the seller owes: unpaid invoices, their sum, and what the balance can pay now. */
export const invoiceDueSchema = z.object({
  count: z.number().int(),
  total_due: moneySchema,
  available: moneySchema,
});
export type InvoiceDue = z.infer<typeof invoiceDueSchema>;

/** PUT …/paid: the invoice, now paid, and the balance after the payment. */
export const invoicePaidSchema = z.object({ invoice: invoiceSchema, balance: balanceSchema });
export type InvoicePaid = z.infer<typeof invoicePaidSchema>;

/* ——— Operators ——— */

export const invoiceLineInputSchema = z.strictObject({
  description: z.string().trim().min(1).max(TEXT_LIMITS.short_text),
  quantity: z.number().int().min(1).max(INVOICE_MAX_QUANTITY),
  unit_price: amountInputSchema,
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

export const issueInvoiceBodySchema = z.strictObject({
  account_id: z.number().int().min(1).max(2_147_483_647),
  title: z.string().trim().min(3).max(TEXT_LIMITS.short_text),
  lines: z.array(invoiceLineInputSchema).min(1).max(INVOICE_MAX_LINES),
  /** YYYY-MM-DD, today or later. */
  due_date: isoDateSchema(),
});
export type IssueInvoiceBody = z.input<typeof issueInvoiceBodySchema>;
/** As the server reads it: prices in minor units. */
export type IssueInvoiceInput = z.output<typeof issueInvoiceBodySchema>;

export const opsInvoiceSchema = invoiceSchema.extend({
  account_id: z.number().int(),
  account_email: z.string(),
  account_name: z.string(),
  /** The seller removed it from their list (it stays here and in the ledger). */
  hidden_by_seller: z.boolean(),
});
export type OpsInvoice = z.infer<typeof opsInvoiceSchema>;
export const opsInvoiceListSchema = pageInfoSchema.extend({ invoices: z.array(opsInvoiceSchema) });
export type OpsInvoiceList = z.infer<typeof opsInvoiceListSchema>;
export const opsInvoicesQuerySchema = invoicesQuerySchema.extend({
  /** The seller's e-mail, name or account number, or the invoice number. */
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
});
export type OpsInvoicesQuery = z.infer<typeof opsInvoicesQuerySchema>;

const INVOICES = '/payments/pay_money/invoices';
const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;
const operator = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;

/** §7 "Payments and invoices": the invoices issued to the seller. */
export const invoicesApi = {
  /** The seller's invoices, newest first, by status. */
  list: endpoint({ method: 'GET', path: INVOICES, query: invoicesQuerySchema, response: invoiceListSchema, ...read }),
  /** What the seller owes and what the balance can pay now. */
  due: endpoint({ method: 'GET', path: `${INVOICES}/due`, response: invoiceDueSchema, ...read }),
  /** One invoice (404). */
  get: endpoint({ method: 'GET', path: `${INVOICES}/:id`, params: idParamsSchema, response: invoiceSchema, ...read }),
  /** Removes a paid or cancelled invoice from the seller's list (409 invoice_unpaid). */
  remove: endpoint({ method: 'DELETE', path: `${INVOICES}/:id`, params: idParamsSchema, response: okSchema, ...write }),
  /** Pays from the balance (422 insufficient_funds; 409 invoice_already_paid, invoice_cancelled). */
  pay: endpoint({
    method: 'PUT',
    path: `${INVOICES}/:id/paid`,
    params: idParamsSchema,
    response: invoicePaidSchema,
    idempotent: true,
    ...write,
  }),
  /** The invoice as a PDF in the caller's language. */
  pdf: endpoint({
    method: 'GET',
    path: `${INVOICES}/:id/pdf`,
    params: idParamsSchema,
    file: 'application/pdf',
    ...read,
  }),
};

/** The back office that issues invoices to sellers and withdraws them. */
export const invoicesOpsApi = {
  /** Every seller's invoices, by status and a search. */
  list: endpoint({
    method: 'GET',
    path: '/ops/money/invoices',
    query: opsInvoicesQuerySchema,
    response: opsInvoiceListSchema,
    ...operator,
  }),
  /** One invoice with its seller (404). */
  get: endpoint({
    method: 'GET',
    path: '/ops/money/invoices/:id',
    params: idParamsSchema,
    response: opsInvoiceSchema,
    ...operator,
  }),
  /** Issues an invoice to a seller (400 date_in_past, amount_too_large, unknown_account). */
  issue: endpoint({
    method: 'POST',
    path: '/ops/money/invoices',
    audit: 'invoice_issued',
    body: issueInvoiceBodySchema,
    response: opsInvoiceSchema,
    status: 201,
    idempotent: true,
    ...operator,
  }),
  /** Withdraws an unpaid invoice (409 invoice_not_unpaid). */
  cancel: endpoint({
    method: 'POST',
    path: '/ops/money/invoices/:id/cancel',
    audit: 'invoice_cancelled',
    params: idParamsSchema,
    response: opsInvoiceSchema,
    ...operator,
  }),
};
