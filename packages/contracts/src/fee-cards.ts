import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, balanceSchema, journalKindSchema, moneySchema } from './money.ts';

/**
 * Virtual fee cards: prepaid cards a seller pays marketplace fees with (issue 4). §9: a new card needs a
 * mandatory 10 USD top-up, the minimum top-up is 10 USD, and balances refresh once a day.
 */
export const FEE_CARD_MIN_TOP_UP_MINOR = 1000;

/** `issuing`: paid for from the balance, the issuer has not yet confirmed the card (moments, or after a failure). */
export const feeCardStatuses = ['issuing', 'active', 'frozen', 'closed'] as const;
export const feeCardStatusSchema = z.enum(feeCardStatuses);
export type FeeCardStatus = z.infer<typeof feeCardStatusSchema>;

const topUpAmountSchema = amountInputSchema.refine(
  (minor) => minor >= FEE_CARD_MIN_TOP_UP_MINOR,
  'fee_card_top_up_minimum',
);

export const feeCardSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /**
   * Only the first six and last four digits, as the issuer tells them: "5555 55•• •••• 4444". The card's number,
   * brand and expiry are null while it is `issuing`: the issuer has not named them yet.
   */
  number_masked: z.string().nullable(),
  last4: z.string().nullable(),
  brand: z.string().nullable(),
  /** MM/YY */
  expiry: z.string().nullable(),
  status: feeCardStatusSchema,
  balance: moneySchema,
  /** When card spending was last fetched from the issuer (§9: once a day); null before the first refresh. */
  balance_refreshed_at: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type FeeCard = z.infer<typeof feeCardSchema>;

export const feeCardListQuerySchema = pageQuerySchema;
export const feeCardListSchema = pageInfoSchema.extend({
  cards: z.array(feeCardSchema),
  /** The card issuer is the sandbox (no real cards are issued). */
  sandbox: z.boolean(),
  minimum_top_up: moneySchema,
});
export type FeeCardList = z.infer<typeof feeCardListSchema>;

/** A movement on a card: its top-ups, the marketplace fees paid with it, its closing. */
export const feeCardTransactionSchema = z.object({
  id: z.number().int(),
  journal_id: z.number().int(),
  kind: journalKindSchema,
  amount: moneySchema.describe('positive when loaded, negative when spent or returned'),
  balance_after: moneySchema,
  /** Who charged the card (fee payments only). */
  merchant: z.string().nullable(),
  created_at: z.string(),
});
export type FeeCardTransaction = z.infer<typeof feeCardTransactionSchema>;

export const feeCardDetailQuerySchema = pageQuerySchema;
export const feeCardDetailSchema = feeCardSchema.extend({
  transactions: pageInfoSchema.extend({ entries: z.array(feeCardTransactionSchema) }),
});
export type FeeCardDetail = z.infer<typeof feeCardDetailSchema>;

export const issueFeeCardBodySchema = z.strictObject({
  label: z.string().trim().min(1).max(TEXT_LIMITS.label),
  initial_top_up: topUpAmountSchema,
});
export type IssueFeeCardBody = z.input<typeof issueFeeCardBodySchema>;

export const feeCardTopUpBodySchema = z.strictObject({ amount: topUpAmountSchema });
export type FeeCardTopUpBody = z.input<typeof feeCardTopUpBodySchema>;

/** What a money-moving card action answers: the card as it now stands and the seller's balance. */
export const feeCardResultSchema = z.object({ card: feeCardSchema, balance: balanceSchema });
export type FeeCardResult = z.infer<typeof feeCardResultSchema>;

const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;

/** Virtual fee cards (§2 menu "virtual cards", §9): list, issue, top up, freeze, unfreeze, close. */
export const feeCardsApi = {
  /** The seller's cards, with whether the issuer is the sandbox and the minimum top-up. */
  list: endpoint({
    method: 'GET',
    path: '/fee-cards',
    query: feeCardListQuerySchema,
    response: feeCardListSchema,
    ...read,
  }),
  /** One card with a page of its transactions (404). */
  get: endpoint({
    method: 'GET',
    path: '/fee-cards/:id',
    params: idParamsSchema,
    query: feeCardDetailQuerySchema,
    response: feeCardDetailSchema,
    ...read,
  }),
  /** A new card, paid for with its first top-up from the balance (422 insufficient_funds). */
  issue: endpoint({
    method: 'POST',
    path: '/fee-cards',
    body: issueFeeCardBodySchema,
    response: feeCardResultSchema,
    status: 201,
    idempotent: true,
    ...write,
  }),
  /** Loads a card from the balance (422 insufficient_funds; 409 fee_card_issuing, fee_card_frozen, fee_card_closed). */
  topUp: endpoint({
    method: 'POST',
    path: '/fee-cards/:id/top-up',
    params: idParamsSchema,
    body: feeCardTopUpBodySchema,
    response: feeCardResultSchema,
    status: 201,
    idempotent: true,
    ...write,
  }),
  /** Stops spending with the card (409 fee_card_closed, fee_card_frozen). */
  freeze: endpoint({
    method: 'POST',
    path: '/fee-cards/:id/freeze',
    params: idParamsSchema,
    response: feeCardSchema,
    ...write,
  }),
  /** Lets the card spend again (409 fee_card_closed, fee_card_not_frozen). */
  unfreeze: endpoint({
    method: 'POST',
    path: '/fee-cards/:id/unfreeze',
    params: idParamsSchema,
    response: feeCardSchema,
    ...write,
  }),
  /** Closes the card; what is left on it returns to the balance (409 fee_card_closed). */
  close: endpoint({
    method: 'POST',
    path: '/fee-cards/:id/close',
    params: idParamsSchema,
    response: feeCardResultSchema,
    idempotent: true,
    ...write,
  }),
};
