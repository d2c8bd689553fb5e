import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { amountInputSchema, moneySchema } from './money.ts';

/** §2 /money-in: how a seller tops up the balance. */
export const topUpMethods = ['card', 'bank_transfer'] as const;
export const topUpMethodSchema = z.enum(topUpMethods);
export type TopUpMethod = z.infer<typeof topUpMethodSchema>;

export const topUpStatuses = ['pending', 'paid', 'declined', 'expired'] as const;
export const topUpStatusSchema = z.enum(topUpStatuses);
export type TopUpStatus = z.infer<typeof topUpStatusSchema>;

/** One way to top up, with its limits (§5 min/max, §9 minimum 10 USD) and what it costs. */
export const moneyInMethodSchema = z.object({
  method: topUpMethodSchema,
  minimum: moneySchema,
  maximum: moneySchema,
  /** Added to the charge, e.g. "3.00" (%); the balance receives the amount itself. */
  fee_percent: z.string(),
  fee_fixed: moneySchema,
});
export type MoneyInMethod = z.infer<typeof moneyInMethodSchema>;

export const moneyInMethodsSchema = z.object({
  methods: z.array(moneyInMethodSchema),
  /** The payments provider is the sandbox: the UI shows its badge (ARCHITECTURE §6). */
  sandbox: z.boolean(),
});
export type MoneyInMethods = z.infer<typeof moneyInMethodsSchema>;

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
