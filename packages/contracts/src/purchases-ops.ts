import { z } from 'zod';
import { minorAmountInput } from './amount.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { boundedText } from './limits.ts';
import { plainPurchaseMoves, purchaseSchema, purchaseStatusSchema, type PurchaseStatus } from './purchases.ts';
import { sellerRefSchema } from './sellers.ts';

/*
 * The back office's purchases desk (issue 24, docs/purchases.md): support reads it; finance quotes, buys, cancels and
 * refunds (they move the seller's money) and makes the plain moves (accept, hold, arrived…).
 */

export const opsPurchaseSchema = purchaseSchema.extend({ seller: sellerRefSchema });
export type OpsPurchase = z.infer<typeof opsPurchaseSchema>;

export const opsPurchasesQuerySchema = pageQuerySchema.extend({ status: purchaseStatusSchema.optional() });
export type OpsPurchasesQuery = z.infer<typeof opsPurchasesQuerySchema>;
export const opsPurchaseListSchema = pageInfoSchema.extend({ purchases: z.array(opsPurchaseSchema) });
export type OpsPurchaseList = z.infer<typeof opsPurchaseListSchema>;

const money = (allowZero: boolean) => minorAmountInput({ integerDigits: 6, allowZero });

/** The quote: a unit price per item (in the request's order), the US sales tax and US shipping; our fee is computed. */
export const purchaseQuoteBodySchema = z.object({
  prices: z.array(money(false)).min(1, 'required').max(20, 'invalid_value'),
  sales_tax: money(true),
  us_shipping: money(true),
});
export type PurchaseQuoteBody = z.input<typeof purchaseQuoteBodySchema>;

/** Bought: the shop's order number and tracking, and how many of each item the shop had (all, when left out). */
export const purchaseBuyBodySchema = z.object({
  shop_order_number: boundedText('name', 1),
  tracking: boundedText('name').default(''),
  bought: z
    .array(z.number().int('invalid_value').min(0, 'invalid_value').max(999, 'invalid_value'))
    .max(20, 'invalid_value')
    .optional(),
});
export type PurchaseBuyBody = z.input<typeof purchaseBuyBodySchema>;

export const purchaseMoveBodySchema = z.object({
  status: purchaseStatusSchema.refine((s: PurchaseStatus) => plainPurchaseMoves.includes(s), 'invalid_value'),
});
export type PurchaseMoveBody = z.input<typeof purchaseMoveBodySchema>;

const reader = { access: 'operator', opsRole: ['finance', 'support'], tags: ['ops', 'purchases'] } as const;
const finance = { access: 'operator', opsRole: 'finance', tags: ['ops', 'purchases'] } as const;

export const purchasesOpsApi = {
  /** Every seller's purchases, newest first, by status. */
  list: endpoint({
    method: 'GET',
    path: '/ops/purchases',
    query: opsPurchasesQuerySchema,
    response: opsPurchaseListSchema,
    ...reader,
  }),
  get: endpoint({
    method: 'GET',
    path: '/ops/purchases/:id',
    params: idParamsSchema,
    response: opsPurchaseSchema,
    ...reader,
  }),
  /** Prices the request; the seller has the configured time to pay (409 purchase_bad_move; 400 prices per item). */
  quote: endpoint({
    method: 'POST',
    path: '/ops/purchases/:id/quote',
    audit: 'purchase_quoted',
    params: idParamsSchema,
    body: purchaseQuoteBodySchema,
    response: opsPurchaseSchema,
    ...finance,
  }),
  /** Bought at the shop: the hold is captured; what the shop lacked goes back to the seller (`partrefund`). */
  buy: endpoint({
    method: 'POST',
    path: '/ops/purchases/:id/buy',
    audit: 'purchase_bought',
    params: idParamsSchema,
    body: purchaseBuyBodySchema,
    response: opsPurchaseSchema,
    idempotent: true,
    ...finance,
  }),
  /** A move that carries no money (accept, verify, hold, unlock, arrived…); 409 purchase_bad_move. */
  move: endpoint({
    method: 'POST',
    path: '/ops/purchases/:id/move',
    audit: 'purchase_moved',
    params: idParamsSchema,
    body: purchaseMoveBodySchema,
    response: opsPurchaseSchema,
    ...finance,
  }),
  /** Cancelled before the money went to the shop: every cent held comes back. */
  cancel: endpoint({
    method: 'POST',
    path: '/ops/purchases/:id/cancel',
    audit: 'purchase_cancelled',
    params: idParamsSchema,
    response: opsPurchaseSchema,
    idempotent: true,
    ...finance,
  }),
  /** The shop refunded the order: what the seller paid and has not had back is returned. */
  refund: endpoint({
    method: 'POST',
    path: '/ops/purchases/:id/refund',
    audit: 'purchase_refunded',
    params: idParamsSchema,
    response: opsPurchaseSchema,
    idempotent: true,
    ...finance,
  }),
};
