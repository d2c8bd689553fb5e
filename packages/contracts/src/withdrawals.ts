import { z } from 'zod';
import { decimalAmountText } from './amount.ts';
import { endpoint } from './endpoint.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { amountInputSchema, moneySchema } from './money.ts';

/*
 * Withdrawals (issue 4): by method with requisites kept per method, and the withdrawal agreement. Wallet provider
 * accounts are in wallet-accounts.ts, transfers between sellers in transfers.ts.
 */

/** §2 /requisites/{method}: a card, a UAH bank account, a linked wallet provider account. */
export const withdrawalMethods = ['card', 'bank', 'wallet'] as const;
export const withdrawalMethodSchema = z.enum(withdrawalMethods);
export type WithdrawalMethod = z.infer<typeof withdrawalMethodSchema>;

/** The currency each method pays out in; the balance (and so the hold) is always USD. */
export const PAYOUT_CURRENCY = { card: 'USD', bank: 'UAH', wallet: 'USD' } as const satisfies Record<
  WithdrawalMethod,
  'USD' | 'UAH'
>;

/* ——— Requisites checks, shared by the forms and the API ——— */

/** Luhn's checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes people type between groups go; the rest must be digits. */
export const normaliseCardNumber = (value: string) => value.replace(/[\s-]/g, '');
export const normaliseIban = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** ISO 13616 mod-97 check of an IBAN (already normalised). */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A Ukrainian IBAN: UA, then 27 digits (2 check digits, 6 of the bank code, 19 of the account), mod-97 valid. */
export const isUaIban = (iban: string) => /^UA\d{27}$/.test(iban) && ibanChecksumValid(iban);

export const cardRequisitesBodySchema = z.strictObject({
  card_number: z
    .string()
    .transform(normaliseCardNumber)
    .refine((v) => /^\d{13,19}$/.test(v) && luhnValid(v), 'invalid_card_number'),
  /** As embossed on the card: Latin letters. */
  holder_name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z][A-Za-z .'-]*[A-Za-z.]$/, 'invalid_holder_name'),
});
export type CardRequisitesBody = z.input<typeof cardRequisitesBodySchema>;

export const bankRequisitesBodySchema = z.strictObject({
  iban: z.string().max(64).transform(normaliseIban).refine(isUaIban, 'invalid_iban'),
  recipient_name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[\p{L}][\p{L} .'’-]*[\p{L}.]$/u, 'invalid_recipient_name'),
  /** РНОКПП of a person (10 digits) or ЄДРПОУ of a company (8 digits). */
  tax_number: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{10})$/, 'invalid_tax_number'),
});
export type BankRequisitesBody = z.input<typeof bankRequisitesBodySchema>;

export const walletRequisitesBodySchema = z.strictObject({
  wallet_account_id: z.number().int().min(1).max(2_147_483_647),
});
export type WalletRequisitesBody = z.input<typeof walletRequisitesBodySchema>;

/** What the seller (and the operator) see of the requisites: the card only by its last four digits. */
export const requisitesViewSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    brand: z.string(),
    last4: z.string(),
    holder_name: z.string(),
  }),
  z.object({
    method: z.literal('bank'),
    iban: z.string(),
    recipient_name: z.string(),
    tax_number: z.string(),
  }),
  z.object({
    method: z.literal('wallet'),
    wallet_account_id: z.number().int(),
    email: z.string(),
  }),
]);
export type RequisitesView = z.infer<typeof requisitesViewSchema>;

export const requisitesParamsSchema = z.object({ method: withdrawalMethodSchema });
export const requisitesResponseSchema = z.object({
  method: withdrawalMethodSchema,
  requisites: requisitesViewSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type RequisitesResponse = z.infer<typeof requisitesResponseSchema>;

/* ——— Methods, quote, withdrawals ——— */

export const withdrawalFeeSchema = z.object({
  percent: z.string().describe('decimal percent of the amount, e.g. "1.00"'),
  minimum: moneySchema,
});

export const withdrawalMethodInfoSchema = z.object({
  method: withdrawalMethodSchema,
  payout_currency: z.enum(['USD', 'UAH']),
  min: moneySchema,
  max: moneySchema,
  fee: withdrawalFeeSchema,
  has_requisites: z.boolean(),
  requisites: requisitesViewSchema.nullable(),
});
export type WithdrawalMethodInfo = z.infer<typeof withdrawalMethodInfoSchema>;

export const withdrawalMethodsResponseSchema = z.object({
  /** Empty when every method is switched off: §8 "no withdrawal methods available". */
  methods: z.array(withdrawalMethodInfoSchema),
  withdrawal_blocked: z.boolean(),
  /** Why withdrawals are blocked, in the operator's words; '' when they are not. */
  withdrawal_block_reason: z.string(),
  agreement_accepted: z.boolean(),
  available_for_withdrawal: moneySchema,
  frozen: moneySchema,
});
export type WithdrawalMethodsResponse = z.infer<typeof withdrawalMethodsResponseSchema>;

export const quoteQuerySchema = z.object({ method: withdrawalMethodSchema, amount: amountInputSchema });
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

/** §5: what the seller confirms — the national-currency amount at today's rate, and what is held. */
export const withdrawalQuoteSchema = z.object({
  method: withdrawalMethodSchema,
  amount: moneySchema,
  fee: moneySchema,
  total: moneySchema.describe('amount + fee: what goes on hold'),
  payout: moneySchema.describe('what the recipient receives, in the payout currency'),
  rate: z.string().nullable().describe('UAH for one USD, when the payout is in hryvnias'),
  rate_date: z.string().nullable(),
  requisites: requisitesViewSchema.nullable(),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;

export const createWithdrawalBodySchema = z.strictObject({
  method: withdrawalMethodSchema,
  amount: amountInputSchema,
  confirm: z.strictObject({
    /** The quoted payout amount, sent back; required when the payout is in hryvnias. */
    national_amount: decimalAmountText({ integerDigits: 12 }).optional(),
    recipient_confirmed: z.literal(true, 'must_accept'),
  }),
});
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBodySchema>;

export const withdrawalStatuses = ['pending', 'details_need_correction', 'paid', 'rejected', 'cancelled'] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  method: withdrawalMethodSchema,
  status: withdrawalStatusSchema,
  amount: moneySchema,
  fee: moneySchema,
  total: moneySchema,
  payout: moneySchema,
  rate: z.string().nullable(),
  requisites: requisitesViewSchema,
  /** Why it was rejected or what must be corrected. */
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export type WithdrawalsQuery = z.input<typeof withdrawalsQuerySchema>;
export const withdrawalListSchema = pageInfoSchema.extend({ withdrawals: z.array(withdrawalSchema) });
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

/** Resubmitting after "payment details need to be corrected": the corrected requisites are confirmed again. */
export const resubmitWithdrawalBodySchema = z.strictObject({
  recipient_confirmed: z.literal(true, 'must_accept'),
});

/* ——— The withdrawal agreement (§2 /withdrawal-agreements) ——— */

export const withdrawalAgreementSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  /** Paragraphs of the offer in the caller's language. */
  paragraphs: z.array(z.string()),
  accepted: z.boolean(),
  accepted_at: z.string().nullable(),
});
export type WithdrawalAgreement = z.infer<typeof withdrawalAgreementSchema>;

/* ——— The endpoint table of withdrawals and requisites ——— */

const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;

/** §2 /get-money, /get-money/invoices, /get-money/checkout and /withdrawal-agreements. */
export const withdrawalsApi = {
  /** The methods with their limits, fees and requisites; whether withdrawing is blocked or the offer accepted. */
  methods: endpoint({
    method: 'GET',
    path: '/withdrawals/methods',
    response: withdrawalMethodsResponseSchema,
    ...read,
  }),
  /** What the seller confirms before withdrawing (422 withdrawal_method_unavailable, amount_out_of_limits). */
  quote: endpoint({
    method: 'GET',
    path: '/withdrawals/quote',
    query: quoteQuerySchema,
    response: withdrawalQuoteSchema,
    ...read,
  }),
  /** The withdrawal agreement in the caller's language, and whether it is accepted. */
  agreement: endpoint({ method: 'GET', path: '/withdrawals/agreement', response: withdrawalAgreementSchema, ...read }),
  /** Accepts the current agreement. */
  acceptAgreement: endpoint({
    method: 'POST',
    path: '/withdrawals/agreement/accept',
    response: withdrawalAgreementSchema,
    ...write,
  }),
  /** The seller's withdrawals, newest first, by status. */
  list: endpoint({
    method: 'GET',
    path: '/withdrawals',
    query: withdrawalsQuerySchema,
    response: withdrawalListSchema,
    ...read,
  }),
  /** One withdrawal (404). */
  get: endpoint({
    method: 'GET',
    path: '/withdrawals/:id',
    params: idParamsSchema,
    response: withdrawalSchema,
    ...read,
  }),
  /**
   * Puts the amount and fee on hold for an operator to pay out: 403 withdrawal_blocked; 422 insufficient_funds,
   * withdrawal_agreement_required, no_requisites; 409 rate_changed (with the new quote).
   */
  create: endpoint({
    method: 'POST',
    path: '/withdrawals',
    body: createWithdrawalBodySchema,
    response: withdrawalSchema,
    status: 201,
    idempotent: true,
    ...write,
  }),
  /** Cancels a pending withdrawal; the hold is released (409 withdrawal_update_failed). */
  cancel: endpoint({
    method: 'POST',
    path: '/withdrawals/:id/cancel',
    params: idParamsSchema,
    response: withdrawalSchema,
    idempotent: true,
    ...write,
  }),
  /** Sends it again with corrected requisites (409 withdrawal_update_failed, 422 requisites_not_corrected). */
  resubmit: endpoint({
    method: 'POST',
    path: '/withdrawals/:id/resubmit',
    params: idParamsSchema,
    body: resubmitWithdrawalBodySchema,
    response: withdrawalSchema,
    idempotent: true,
    ...write,
  }),
};

/** §2 /requisites/{method}: one read for every method, one save per method (each with its own fields). */
export const requisitesApi = {
  /** The requisites of a method as the seller sees them (the card by its last four digits). */
  get: endpoint({
    method: 'GET',
    path: '/requisites/:method',
    params: requisitesParamsSchema,
    response: requisitesResponseSchema,
    ...read,
  }),
  /** A card to pay out to (Luhn-checked); only its last four digits are shown again. */
  saveCard: endpoint({
    method: 'PUT',
    path: '/requisites/card',
    body: cardRequisitesBodySchema,
    response: requisitesResponseSchema,
    ...write,
  }),
  /** A Ukrainian IBAN with the recipient's name and tax number. */
  saveBank: endpoint({
    method: 'PUT',
    path: '/requisites/bank',
    body: bankRequisitesBodySchema,
    response: requisitesResponseSchema,
    ...write,
  }),
  /** A linked, activated wallet account (422 wallet_account_not_active). */
  saveWallet: endpoint({
    method: 'PUT',
    path: '/requisites/wallet',
    body: walletRequisitesBodySchema,
    response: requisitesResponseSchema,
    ...write,
  }),
};
