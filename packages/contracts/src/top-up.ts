import { z } from 'zod';
import { idParamsSchema, isoDateSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, moneySchema } from './money.ts';

/** §2 /money-in: how a seller tops up the balance. */
export const topUpMethods = ['card', 'bank_transfer'] as const;
export const topUpMethodSchema = z.enum(topUpMethods);
export type TopUpMethod = z.infer<typeof topUpMethodSchema>;

export const topUpStatuses = ['pending', 'paid', 'declined', 'expired'] as const;
export const topUpStatusSchema = z.enum(topUpStatuses);
export type TopUpStatus = z.infer<typeof topUpStatusSchema>;

/** One way to top up, with its limits (§5 min/max, §9 minimum 10 USD) and what it costs. */
export const topUpMethodInfoSchema = z.object({
  method: topUpMethodSchema,
  minimum: moneySchema,
  maximum: moneySchema,
  /** Added to the charge, e.g. "3.00" (%); the balance receives the amount itself. */
  fee_percent: z.string(),
  fee_fixed: moneySchema,
});
export type TopUpMethodInfo = z.infer<typeof topUpMethodInfoSchema>;

export const topUpMethodsResponseSchema = z.object({
  methods: z.array(topUpMethodInfoSchema),
  /** The payments provider is the sandbox: the UI shows its badge (ARCHITECTURE §6). */
  sandbox: z.boolean(),
});
export type TopUpMethodsResponse = z.infer<typeof topUpMethodsResponseSchema>;

export const createTopUpBodySchema = z.strictObject({ method: topUpMethodSchema, amount: amountInputSchema });
export type CreateTopUpBody = z.input<typeof createTopUpBodySchema>;

/** Where a bank transfer goes: the provider's account (printed on the invoice). */
export const bankRequisitesSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bank: z.string(),
  swift: z.string(),
});
export type BankRequisites = z.infer<typeof bankRequisitesSchema>;

export const topUpSchema = z.object({
  id: z.number().int(),
  method: topUpMethodSchema,
  status: topUpStatusSchema,
  /** What the balance receives. */
  amount: moneySchema,
  fee: moneySchema,
  /** What the seller pays: amount + fee. */
  total: moneySchema,
  /** The payment reference (a bank transfer must quote it). */
  reference: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Card: the hosted checkout page, while the top-up is pending. */
  checkout_url: z.string().nullable(),
  /** Bank transfer: the invoice PDF (GET with the API key) and the requisites to pay to. */
  invoice_url: z.string().nullable(),
  requisites: bankRequisitesSchema.nullable(),
  /**
   * A confirmed bank transfer, as the bank statement says (issue 23): what arrived and was credited (less than `total`
   * for a partial receipt, which closes the top-up), the bank's reference and the value date (YYYY-MM-DD); null
   * until then and for cards.
   */
  received: moneySchema.nullable(),
  bank_reference: z.string().nullable(),
  value_date: z.string().nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const createTopUpResponseSchema = z.object({ top_up: topUpSchema, checkout_url: z.string().nullable() });
export type CreateTopUpResponse = z.infer<typeof createTopUpResponseSchema>;

/** A seller's own top-ups, newest first (`?status=pending&method=bank_transfer`: invoices still to pay). */
export const topUpsQuerySchema = pageQuerySchema.extend({
  status: topUpStatusSchema.optional(),
  method: topUpMethodSchema.optional(),
});
export type TopUpsQuery = z.infer<typeof topUpsQuerySchema>;
export const topUpListSchema = pageInfoSchema.extend({ top_ups: z.array(topUpSchema) });
export type TopUpList = z.infer<typeof topUpListSchema>;

/* ——— Operators ——— */

export const opsTopUpsQuerySchema = topUpsQuerySchema;
export type OpsTopUpsQuery = TopUpsQuery;

/**
 * POST /ops/money/top-ups/{id}/confirm: what the bank statement shows arrived — the amount (at most the invoice's
 * total, 400 `received_above_invoice`: more is registered as an unidentified payment), the bank's reference and the
 * value date (not in the future).
 */
export const confirmTransferBodySchema = z.strictObject({
  received_amount: amountInputSchema,
  bank_reference: z.string().trim().min(1, 'required').max(100),
  value_date: isoDateSchema(),
});
export type ConfirmTransferBody = z.input<typeof confirmTransferBodySchema>;

export const opsTopUpSchema = topUpSchema.extend({
  account_id: z.number().int(),
  seller_name: z.string(),
  seller_email: z.string(),
});
export type OpsTopUp = z.infer<typeof opsTopUpSchema>;
export const opsTopUpListSchema = pageInfoSchema.extend({ top_ups: z.array(opsTopUpSchema) });
export type OpsTopUpList = z.infer<typeof opsTopUpListSchema>;

/** §9 "Marketplace payment crediting takes up to 15 minutes": payouts wait, then a job credits them. */
export const payoutMarketplaces = ['etsy', 'amazon', 'shopify', 'ebay'] as const;
export const payoutMarketplaceSchema = z.enum(payoutMarketplaces);
export type PayoutMarketplace = z.infer<typeof payoutMarketplaceSchema>;

export const marketplacePayoutBodySchema = z.strictObject({
  account_id: z.number().int().min(1).max(2_147_483_647),
  amount: amountInputSchema,
  marketplace: payoutMarketplaceSchema,
  order_ref: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.:#/-]+$/, 'invalid_format'),
});
export type MarketplacePayoutBody = z.input<typeof marketplacePayoutBodySchema>;

export const marketplacePayoutSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  marketplace: payoutMarketplaceSchema,
  order_ref: z.string(),
  amount: moneySchema,
  status: z.enum(['waiting', 'credited']),
  /** When the job may move it from waiting to available. */
  clears_at: z.string(),
  credited_at: z.string().nullable(),
  created_at: z.string(),
});
export type MarketplacePayout = z.infer<typeof marketplacePayoutSchema>;

/* ——— The endpoint table ——— */

const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;
const operator = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;

/** §2 /money-in and /money-in/checkout: methods, starting a top-up, its state, the bank-transfer invoice. */
export const topUpsApi = {
  /** The ways to top up, their limits and fees. */
  methods: endpoint({ method: 'GET', path: '/money-in/methods', response: topUpMethodsResponseSchema, ...read }),
  /** Starts a top-up: a card checkout or a bank-transfer invoice (400 amount_below_minimum, amount_above_maximum). */
  create: endpoint({
    method: 'POST',
    path: '/money-in/top-ups',
    body: createTopUpBodySchema,
    response: createTopUpResponseSchema,
    status: 201,
    idempotent: true,
    ...write,
  }),
  /** The seller's top-ups, newest first, by status and method. */
  list: endpoint({
    method: 'GET',
    path: '/money-in/top-ups',
    query: topUpsQuerySchema,
    response: topUpListSchema,
    ...read,
  }),
  /** One top-up (404). */
  get: endpoint({
    method: 'GET',
    path: '/money-in/top-ups/:id',
    params: idParamsSchema,
    response: topUpSchema,
    ...read,
  }),
  /** A bank transfer's invoice with the requisites to pay to (404 for a card top-up). */
  invoicePdf: endpoint({
    method: 'GET',
    path: '/money-in/top-ups/:id/invoice.pdf',
    params: idParamsSchema,
    file: 'application/pdf',
    ...read,
  }),
};

/** The back office's side of top-ups: bank transfers to confirm, marketplace payouts to register. */
export const topUpsOpsApi = {
  /** Every seller's top-ups, by status and method. */
  list: endpoint({
    method: 'GET',
    path: '/ops/money/top-ups',
    query: opsTopUpsQuerySchema,
    response: opsTopUpListSchema,
    ...operator,
  }),
  /**
   * Credits a bank transfer that arrived: what arrived, with the bank's reference and value date; a partial receipt
   * credits what arrived and closes the top-up (400; 422 not_bank_transfer, 409 top_up_not_pending).
   */
  confirm: endpoint({
    method: 'POST',
    path: '/ops/money/top-ups/:id/confirm',
    audit: 'top_up_confirmed',
    params: idParamsSchema,
    body: confirmTransferBodySchema,
    response: opsTopUpSchema,
    idempotent: true,
    ...operator,
  }),
  /** Money a marketplace paid out for a sale, credited after a wait (404 no such seller, 409 payout_conflict). */
  registerPayout: endpoint({
    method: 'POST',
    path: '/ops/money/marketplace-payouts',
    audit: 'marketplace_payout_registered',
    body: marketplacePayoutBodySchema,
    response: marketplacePayoutSchema,
    status: 201,
    idempotent: true,
    ...operator,
  }),
};

/* ——— The payments provider's webhook ——— */

export const paymentsWebhookResultSchema = z.object({
  received: z.literal(true),
  status: z.string(),
  credited: z.boolean(),
  /** Which payment it settled: a top-up, or a payment of a payment link. */
  top_up_id: z.number().int().optional(),
  link_payment_id: z.number().int().optional(),
});
export type PaymentsWebhookResult = z.infer<typeof paymentsWebhookResultSchema>;

/** Called by the payments provider, never by the web app; its body is the provider's signed event. */
export const paymentsWebhookApi = {
  /**
   * A checkout was paid or declined — one operation for every kind of payment (top-up, payment link). A bad, missing
   * or stale signature → 400 webhook_signature_invalid and nothing changes; a repeated delivery → 200, nothing more.
   */
  receive: endpoint({
    method: 'POST',
    path: '/payments/webhook',
    response: paymentsWebhookResultSchema,
    access: 'public',
    tags: ['payments'],
  }),
};
