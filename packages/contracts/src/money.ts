import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { decimalAmountText, decimalToMinor, minorAmountInput } from './amount.ts';
import { idParamsSchema, isoDateSchema, pageInfoSchema, pageQuerySchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Currencies the product handles (§9 "Money"): the balance is kept in USD; UAH is paid out to bank accounts. */
export const currencies = ['USD', 'EUR', 'GBP', 'UAH'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

/** The balance currency: every seller balance, hold and fee is kept in it. */
export const BALANCE_CURRENCY = 'USD' satisfies Currency;

/** The largest amount one operation may move: 10 million, in minor units (keeps every sum a safe integer). */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

/** §3 Money amount, on the wire as a decimal string — never a float (ARCHITECTURE §4). */
export const moneySchema = z.object({
  amount: z.string().describe('decimal, two places: "12.50"; negative for outgoing'),
  currency: currencySchema,
  currency_sign_pre: z.boolean().describe('the currency sign goes before the number'),
});
export type Money = z.infer<typeof moneySchema>;

/** A decimal amount (≤ 2 places) to integer minor units, or null when it is not one. Never goes through floats. */
export function toMinor(value: string): number | null {
  return decimalToMinor(value, { integerDigits: 8, places: 2 });
}

/** Integer minor units to the wire's decimal string: 1250 → "12.50", -5 → "-0.05". */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount a client sends: a positive decimal with at most two places, as a string ("12.5") or a JSON number
 * (12.5). Zero, negatives, three places, 1e309, words → 400. Parsed to integer minor units.
 */
export const amountInputSchema = minorAmountInput({ maxMinor: MAX_AMOUNT_MINOR }).describe(
  'decimal string or number, > 0, at most two decimal places',
);

/** §3 Balance: the labels of the seller's balance, each a view over the ledger (ARCHITECTURE §5). */
export const balanceSchema = z.object({
  currency: currencySchema,
  /** The single value of §3: what the seller has now (available). */
  balance: moneySchema,
  waiting: moneySchema.describe('incoming money not yet credited (marketplace payouts, bank transfers)'),
  blocked: moneySchema.describe('money an operator has blocked'),
  available: moneySchema,
  frozen: moneySchema.describe('held for withdrawals being paid out'),
  will_be_removed: moneySchema.describe('held for services and shipments, charged when they happen'),
  minimum_balance: moneySchema.describe('available may not fall below this; negative is a credit line'),
  available_for_shipments: moneySchema,
  available_for_withdrawal: moneySchema,
  cashback: moneySchema,
  withdrawal_blocked: z.boolean().describe('§6: "Your withdrawal is blocked"'),
  /** Why, in the operator's words, while blocked (issue 23: the seller is told); '' otherwise. */
  withdrawal_block_reason: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Kinds of journal (one business operation each). Features add theirs. */
export const journalKinds = [
  'top_up',
  'withdrawal',
  'withdrawal_fee',
  'transfer',
  'invoice_payment',
  'payment_link',
  'marketplace_payout',
  'unidentified_payment',
  'cashback_accrual',
  'cashback_redeem',
  'cashback_clawback',
  'fee_card_issue',
  'fee_card_top_up',
  'fee_card_charge',
  'fee_card_close',
  'shipment_charge',
  'national_post_charge',
  'purchase_charge',
  'purchase_refund',
  'service_charge',
  'operator_credit',
  'operator_debit',
  'block',
  'unblock',
  'reversal',
] as const;
export const journalKindSchema = z.enum(journalKinds);
export type JournalKind = z.infer<typeof journalKindSchema>;

/**
 * The kinds of journal an operator may reverse from a seller's balance log (issue 23): money that came in or went out
 * by a correction, a top-up, an invoice or a link, a service or shipment charge. Never a reversal itself, a journal
 * already reversed or one on a hold (holds are released or captured); nor what its own flow undoes — withdrawals and
 * their fees (the withdrawals desk), transfers (another seller's money), cashback and fee cards, Ukrposhta charges
 * (deleting the item refunds it), marketplace payouts (credited by their job), unidentified payments (their desk
 * closes them), blocks.
 */
export const operatorReversibleKinds = [
  'top_up',
  'invoice_payment',
  'payment_link',
  'service_charge',
  'shipment_charge',
  'operator_credit',
  'operator_debit',
] as const satisfies readonly JournalKind[];

export const isOperatorReversible = (kind: JournalKind) =>
  (operatorReversibleKinds as readonly JournalKind[]).includes(kind);

/** Why money is held: a withdrawal (shown as "frozen") or a charge still to come (shown as "will be removed"). */
export const holdPurposes = ['withdrawal', 'charge'] as const;
export const holdPurposeSchema = z.enum(holdPurposes);
export type HoldPurpose = z.infer<typeof holdPurposeSchema>;
export const holdStatuses = ['active', 'captured', 'released'] as const;
export type HoldStatus = (typeof holdStatuses)[number];

/** Filters of the logs (§2 /balance-log, /money-hold-log): a date range and a kind, kept in the URL. */
export const logQuerySchema = pageQuerySchema.extend({
  date_from: isoDateSchema().optional(),
  date_to: isoDateSchema().optional(),
  kind: z.string().max(40).optional(),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

/** One line of the balance log: an entry on the seller's available balance. */
export const balanceLogEntrySchema = z.object({
  id: z.number().int(),
  journal_id: z.number().int(),
  kind: journalKindSchema,
  amount: moneySchema,
  balance_after: moneySchema,
  description: z.string(),
  created_at: z.string(),
});
export type BalanceLogEntry = z.infer<typeof balanceLogEntrySchema>;
export const balanceLogSchema = pageInfoSchema.extend({ entries: z.array(balanceLogEntrySchema) });
export type BalanceLog = z.infer<typeof balanceLogSchema>;
/**
 * The balance log as operators read it: each entry an operator made names them, and each says whether "Reverse"
 * may be offered for its journal (issue 23).
 */
export const opsBalanceLogEntrySchema = balanceLogEntrySchema.extend({
  operator: personSchema.nullable(),
  reversible: z
    .boolean()
    .describe('an operator may reverse this journal now (operatorReversibleKinds, not reversed, no hold)'),
  reversed: z.boolean().describe('a reversal of this journal was posted'),
});
export type OpsBalanceLogEntry = z.infer<typeof opsBalanceLogEntrySchema>;
export const opsBalanceLogSchema = pageInfoSchema.extend({ entries: z.array(opsBalanceLogEntrySchema) });
export type OpsBalanceLog = z.infer<typeof opsBalanceLogSchema>;

/** One hold (§2 /money-hold-log). */
export const holdSchema = z.object({
  id: z.number().int(),
  kind: journalKindSchema,
  purpose: holdPurposeSchema,
  status: z.enum(holdStatuses),
  amount: moneySchema,
  description: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Hold = z.infer<typeof holdSchema>;
export const holdLogSchema = pageInfoSchema.extend({ holds: z.array(holdSchema) });
export type HoldLog = z.infer<typeof holdLogSchema>;

/** The header every money-moving POST accepts (ARCHITECTURE §4). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/* ——— Operators (/ops): the other side of every money operation ——— */

export const opsAccountsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
});
export const opsAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  available: moneySchema,
  withdrawal_blocked: z.boolean(),
  withdrawal_block_reason: z.string(),
});
export type OpsAccount = z.infer<typeof opsAccountSchema>;
export const opsAccountListSchema = pageInfoSchema.extend({ accounts: z.array(opsAccountSchema) });
export type OpsAccountList = z.infer<typeof opsAccountListSchema>;
export const opsAccountDetailSchema = opsAccountSchema.extend({ balance: balanceSchema });
export type OpsAccountDetail = z.infer<typeof opsAccountDetailSchema>;

export const adjustmentBodySchema = z.strictObject({
  direction: z.enum(['credit', 'debit']),
  amount: amountInputSchema,
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

/** The fewest characters of a reason the seller is told (a withdrawal block). */
export const MIN_BLOCK_REASON_LENGTH = 3;

/**
 * §6 withdrawals can be blocked: a block says why (at least 3 characters, 400 `reason_required` on
 * `withdrawal_block_reason`), and the seller reads it on the withdrawals page and in the notification (issue 23).
 */
export const moneySettingsBodySchema = z
  .strictObject({
    /** Decimal, may be negative (a credit line), e.g. "-100.00". */
    minimum_balance: decimalAmountText({ signed: true }),
    withdrawal_blocked: z.boolean(),
    withdrawal_block_reason: z.string().trim().max(TEXT_LIMITS.description).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.withdrawal_blocked && body.withdrawal_block_reason.length < MIN_BLOCK_REASON_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['withdrawal_block_reason'], message: 'reason_required' });
    }
  });
export type MoneySettingsBody = z.input<typeof moneySettingsBodySchema>;

export const journalResultSchema = z.object({ journal_id: z.number().int(), balance: balanceSchema });
export type JournalResult = z.infer<typeof journalResultSchema>;

/**
 * A credit or debit: done (201, its journal), or above the approval threshold waiting for a second operator (202,
 * its approval request; nothing moved yet).
 */
export const adjustmentResultSchema = journalResultSchema.extend({
  journal_id: z.number().int().nullable(),
  approval_id: z.number().int().nullable(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

/** §7 GET /user/balance; the logs of §2 /balance-log and /money-hold-log, as pages and as CSV. */
export const balanceApi = {
  /** The seller's balance: every label of §3 Balance. */
  get: endpoint({
    method: 'GET',
    path: '/user/balance',
    response: balanceSchema,
    permission: 'money.read',
    tags: ['money'],
  }),
  /** Entries on the available balance, newest first, filtered by dates and kind. */
  balanceLog: endpoint({
    method: 'GET',
    path: '/money/balance-log',
    query: logQuerySchema,
    response: balanceLogSchema,
    permission: 'money.read',
    tags: ['money'],
  }),
  /** The whole filtered balance log (every page), worded in the caller's language. */
  balanceLogCsv: endpoint({
    method: 'GET',
    path: '/money/balance-log/export',
    query: logQuerySchema,
    file: 'text/csv',
    permission: 'money.read',
    tags: ['money'],
  }),
  /** Holds (frozen for withdrawals, to be removed for charges), newest first. */
  holdLog: endpoint({
    method: 'GET',
    path: '/money/hold-log',
    query: logQuerySchema,
    response: holdLogSchema,
    permission: 'money.read',
    tags: ['money'],
  }),
  /** The whole filtered hold log as CSV. */
  holdLogCsv: endpoint({
    method: 'GET',
    path: '/money/hold-log/export',
    query: logQuerySchema,
    file: 'text/csv',
    permission: 'money.read',
    tags: ['money'],
  }),
};

/** The back office's money desk: find a seller, see the balance, credit/debit, settings, reversals. */
export const moneyOpsApi = {
  /** Sellers with their available balance, found by e-mail, name or account number. */
  accounts: endpoint({
    method: 'GET',
    path: '/ops/money/accounts',
    query: opsAccountsQuerySchema,
    response: opsAccountListSchema,
    access: 'operator',
    opsRole: ['finance', 'support'],
    tags: ['ops'],
  }),
  /** One seller with the whole balance (404). */
  account: endpoint({
    method: 'GET',
    path: '/ops/money/accounts/:id',
    params: idParamsSchema,
    response: opsAccountDetailSchema,
    access: 'operator',
    opsRole: ['finance', 'support'],
    tags: ['ops'],
  }),
  /** The seller's balance log, where a journal is picked for a reversal (each entry says if it may be). */
  balanceLog: endpoint({
    method: 'GET',
    path: '/ops/money/accounts/:id/balance-log',
    params: idParamsSchema,
    query: logQuerySchema,
    response: opsBalanceLogSchema,
    access: 'operator',
    opsRole: ['finance', 'support'],
    tags: ['ops'],
  }),
  /**
   * A credit or debit of the available balance, with a reason the seller is told (201; 404 no such seller). Above
   * the approval threshold it waits for a second operator instead (202, approvalsOpsApi).
   */
  adjust: endpoint({
    method: 'POST',
    path: '/ops/money/accounts/:id/adjustments',
    audit: 'balance_adjusted',
    params: idParamsSchema,
    body: adjustmentBodySchema,
    response: adjustmentResultSchema,
    status: [201, 202],
    idempotent: true,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /** The minimum balance and the withdrawal block. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/ops/money/accounts/:id/settings',
    audit: 'money_settings_saved',
    params: idParamsSchema,
    body: moneySettingsBodySchema,
    response: opsAccountDetailSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /**
   * A journal's mirror image; the seller is told (404, 409 already_reversed, 422 not_reversible: a reversal, a hold's
   * journal, or a kind outside operatorReversibleKinds).
   */
  reverse: endpoint({
    method: 'POST',
    path: '/ops/money/journals/:id/reverse',
    audit: 'journal_reversed',
    params: idParamsSchema,
    response: journalResultSchema,
    status: 201,
    idempotent: true,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
};
