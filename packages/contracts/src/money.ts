import { z } from 'zod';
import { decimalToMinor, minorAmountInput } from './amount.ts';
import { isoDateSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
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

export const journalResultSchema = z.object({ journal_id: z.number().int(), balance: balanceSchema });
export type JournalResult = z.infer<typeof journalResultSchema>;

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
