import { z } from 'zod';
import { decimalText, decimalToMinor } from './amount.ts';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, journalKindSchema, journalResultSchema, moneySchema } from './money.ts';

/**
 * What earns cashback (issue 4 "Cashback accrues by rule on paid services and shipping"): a charge of one of these
 * journal kinds, at the rate an operator sets for it.
 */
export const cashbackKinds = ['shipment_charge', 'service_charge', 'invoice_payment'] as const;
export const cashbackKindSchema = z.enum(cashbackKinds);
export type CashbackKind = z.infer<typeof cashbackKindSchema>;

/** The rates until an operator changes them, in hundredths of a percent (200 = 2 %). */
export const DEFAULT_CASHBACK_RATES: Record<CashbackKind, number> = {
  shipment_charge: 200,
  service_charge: 300,
  invoice_payment: 100,
};
/** A rate may be at most this, in hundredths of a percent (50 %). */
export const MAX_CASHBACK_RATE = 5000;

/** The smallest amount of cashback moved to the balance at once: 1 USD, in minor units. */
export const MIN_CASHBACK_REDEEM_MINOR = 100;

/** A percent a client sends ("2.5" or 2.5): 0–50 with at most two places, parsed to hundredths of a percent. */
export const percentInputSchema = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const basisPoints = decimalToMinor(decimalText(value), { integerDigits: 2, places: 2 });
    if (basisPoints === null || basisPoints > MAX_CASHBACK_RATE) {
      ctx.addIssue({ code: 'custom', message: 'invalid_percent' });
      return z.NEVER;
    }
    return basisPoints;
  })
  .describe('percent, 0–50, at most two decimal places');

export const cashbackRuleSchema = z.object({
  kind: cashbackKindSchema,
  percent: z.string().describe('"2.00" = 2 % of the charge'),
  updated_at: z.string().nullable().describe('null while the default rate applies'),
});
export type CashbackRule = z.infer<typeof cashbackRuleSchema>;
export const cashbackRulesSchema = z.object({ rules: z.array(cashbackRuleSchema) });
export type CashbackRules = z.infer<typeof cashbackRulesSchema>;

/** PUT /ops/money/cashback-rules: the rates to change, each kind at most once. */
export const cashbackRulesBodySchema = z.strictObject({
  rules: z
    .array(z.strictObject({ kind: cashbackKindSchema, percent: percentInputSchema }))
    .min(1)
    .max(cashbackKinds.length)
    .refine((rules) => new Set(rules.map((r) => r.kind)).size === rules.length, 'duplicate_kind'),
});
export type CashbackRulesBody = z.input<typeof cashbackRulesBodySchema>;

/** One movement of the seller's cashback: an accrual, a move to the balance, a claw-back, a correction. */
export const cashbackHistoryEntrySchema = z.object({
  id: z.number().int(),
  journal_id: z.number().int(),
  kind: journalKindSchema,
  amount: moneySchema.describe('positive when accrued, negative when moved or taken back'),
  balance_after: moneySchema,
  /** What earned it (accruals) or what was reversed (claw-backs). */
  source_kind: journalKindSchema.nullable(),
  source_amount: moneySchema.nullable(),
  percent: z.string().nullable(),
  created_at: z.string(),
});
export type CashbackHistoryEntry = z.infer<typeof cashbackHistoryEntrySchema>;

export const cashbackQuerySchema = pageQuerySchema;
export const cashbackSchema = z.object({
  balance: moneySchema,
  minimum_redeem: moneySchema,
  rules: z.array(cashbackRuleSchema),
  history: pageInfoSchema.extend({ entries: z.array(cashbackHistoryEntrySchema) }),
});
export type Cashback = z.infer<typeof cashbackSchema>;

/** POST /cashback/redeem: at least 1 USD, never more than the cashback balance (422 insufficient_funds). */
export const cashbackRedeemBodySchema = z.strictObject({
  amount: amountInputSchema.refine((minor) => minor >= MIN_CASHBACK_REDEEM_MINOR, 'cashback_redeem_minimum'),
});
export type CashbackRedeemBody = z.input<typeof cashbackRedeemBodySchema>;

/** POST /ops/money/accounts/:id/charges: a paid service or shipping charged by hand; earns cashback by rule. */
export const opsChargeBodySchema = z.strictObject({
  kind: z.enum(['service_charge', 'shipment_charge']),
  amount: amountInputSchema,
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type OpsChargeBody = z.input<typeof opsChargeBodySchema>;
export const opsChargeResultSchema = z.object({
  journal_id: z.number().int(),
  cashback_journal_id: z.number().int().nullable(),
  cashback: moneySchema.describe('accrued by this charge'),
});
export type OpsChargeResult = z.infer<typeof opsChargeResultSchema>;

/** §2 /cashback: the balance, the rules and the history; moving cashback to the balance. Operators: the rates. */
export const cashbackApi = {
  /** The cashback balance, the rates and a page of its history. */
  get: endpoint({
    method: 'GET',
    path: '/cashback',
    query: cashbackQuerySchema,
    response: cashbackSchema,
    permission: 'money.read',
    tags: ['money'],
  }),
  /** Moves cashback to the balance (422 insufficient_funds past the cashback balance). */
  redeem: endpoint({
    method: 'POST',
    path: '/cashback/redeem',
    body: cashbackRedeemBodySchema,
    response: journalResultSchema,
    status: 201,
    idempotent: true,
    permission: 'money.write',
    tags: ['money'],
  }),
  /** The rate of every kind of charge. */
  rules: endpoint({
    method: 'GET',
    path: '/ops/money/cashback-rules',
    response: cashbackRulesSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /** New rates apply to charges made from now on. */
  saveRules: endpoint({
    method: 'PUT',
    path: '/ops/money/cashback-rules',
    audit: 'cashback_rules_saved',
    body: cashbackRulesBodySchema,
    response: cashbackRulesSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /** A paid service or shipping charged by hand; it earns cashback by rule (404, 422 insufficient_funds). */
  charge: endpoint({
    method: 'POST',
    path: '/ops/money/accounts/:id/charges',
    audit: 'service_charged',
    params: idParamsSchema,
    body: opsChargeBodySchema,
    response: opsChargeResultSchema,
    status: 201,
    idempotent: true,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
};
