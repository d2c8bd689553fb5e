import { z } from 'zod';
import { minorAmountInput } from './amount.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { boundedText } from './limits.ts';
import { moneySchema } from './money.ts';

/*
 * "Buy for me" (issue 24, docs/purchases.md): a seller asks us to buy goods in US shops; an operator quotes, the seller
 * pays from the balance (a hold), the operator buys (the hold is captured) and the goods arrive at the US warehouse.
 */

/** The 18 §4 US purchase order statuses, by their exact names; `incoming` is shown as "new". */
export const purchaseStatuses = [
  'incoming',
  'accepted',
  'wait_pay',
  'money_come',
  'verified',
  'payed',
  'partrefund',
  'transfer',
  'in_usa',
  'ready2send',
  'parcel',
  'sent',
  'hold',
  'unlocked',
  'hold_legal',
  'error',
  'cancelled',
  'refunded',
] as const;
export const purchaseStatusSchema = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

/**
 * The state machine (docs/purchases.md has the table with each move's meaning): from each status, where a purchase may
 * go. A move not listed answers 409 `purchase_bad_move`.
 */
export const purchaseMoves: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  incoming: ['accepted', 'cancelled', 'hold_legal'],
  accepted: ['wait_pay', 'cancelled', 'hold_legal'],
  wait_pay: ['money_come', 'accepted', 'cancelled'],
  money_come: ['verified', 'payed', 'partrefund', 'hold', 'hold_legal', 'cancelled'],
  verified: ['payed', 'partrefund', 'error', 'hold', 'cancelled'],
  payed: ['transfer', 'in_usa', 'refunded'],
  partrefund: ['transfer', 'in_usa', 'refunded'],
  transfer: ['in_usa', 'refunded'],
  in_usa: ['ready2send'],
  ready2send: ['parcel'],
  parcel: ['sent', 'ready2send'],
  sent: [],
  hold: ['unlocked', 'cancelled'],
  unlocked: ['verified', 'cancelled'],
  hold_legal: ['unlocked', 'cancelled'],
  error: ['verified', 'cancelled'],
  cancelled: [],
  refunded: [],
};

export const canMovePurchase = (from: PurchaseStatus, to: PurchaseStatus): boolean => purchaseMoves[from].includes(to);

/**
 * Moves an operator makes with the plain "move" action: the ones that carry no money and need no other input. Quoting
 * (→ wait_pay), paying (→ money_come), buying (→ payed / partrefund), cancelling and refunding have their own actions.
 */
export const plainPurchaseMoves: readonly PurchaseStatus[] = [
  'accepted',
  'verified',
  'error',
  'hold',
  'unlocked',
  'hold_legal',
  'transfer',
  'in_usa',
  'ready2send',
  'parcel',
  'sent',
];

/** The badge colour of each status (Mantine colours). */
export const purchaseStatusColors: Record<PurchaseStatus, string> = {
  incoming: 'gray',
  accepted: 'blue',
  wait_pay: 'yellow',
  money_come: 'cyan',
  verified: 'indigo',
  payed: 'teal',
  partrefund: 'orange',
  transfer: 'violet',
  in_usa: 'grape',
  ready2send: 'lime',
  parcel: 'blue',
  sent: 'green',
  hold: 'yellow',
  unlocked: 'cyan',
  hold_legal: 'red',
  error: 'red',
  cancelled: 'dark',
  refunded: 'pink',
};

/** The seller may cancel until the money has gone to the shop; the operator too, and also on hold or after an error. */
export const sellerCancellable: readonly PurchaseStatus[] = ['incoming', 'accepted', 'wait_pay', 'money_come'];

/** Our fee: a percentage of the items with a minimum, both configurable (docs/purchases.md has the defaults). */
export interface PurchaseFee {
  basisPoints: number;
  minimum: number;
}

export const purchaseFee = (itemsMinor: number, fee: PurchaseFee): number =>
  itemsMinor === 0 ? 0 : Math.max(fee.minimum, Math.round((itemsMinor * fee.basisPoints) / 10_000));

/** The totals of a quote in cents: items, our fee on them, the US sales tax and shipping. */
export function purchaseTotals(q: { items: number; sales_tax: number; us_shipping: number }, fee: PurchaseFee) {
  const feeMinor = purchaseFee(q.items, fee);
  return { ...q, fee: feeMinor, total: q.items + q.sales_tax + q.us_shipping + feeMinor };
}

/**
 * What a partial purchase still costs: the bought items, the sales tax in proportion to them, the whole US shipping
 * and our fee on the bought items. The seller gets back the quote's total less this.
 */
export function partialTotal(
  quote: { items: number; sales_tax: number; us_shipping: number },
  boughtItems: number,
  fee: PurchaseFee,
): number {
  if (boughtItems >= quote.items) return purchaseTotals(quote, fee).total;
  const tax = quote.items === 0 ? 0 : Math.round((quote.sales_tax * boughtItems) / quote.items);
  return purchaseTotals({ items: boughtItems, sales_tax: tax, us_shipping: quote.us_shipping }, fee).total;
}

export const purchaseItemBodySchema = z.object({
  url: boundedText('long_text', 1).regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, 'invalid_format'),
  title: boundedText('short_text', 1),
  options: boundedText('short_text').default(''),
  quantity: z.coerce.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(999, 'invalid_value'),
  expected_price: minorAmountInput({ integerDigits: 6 }).nullish(),
  notes: boundedText('description').default(''),
});
export type PurchaseItemBody = z.input<typeof purchaseItemBodySchema>;

export const purchaseCreateBodySchema = z.object({
  items: z.array(purchaseItemBodySchema).min(1, 'required').max(20, 'invalid_value'),
});
export type PurchaseCreateBody = z.input<typeof purchaseCreateBodySchema>;

export const purchaseItemSchema = z.object({
  url: z.string(),
  title: z.string(),
  options: z.string(),
  quantity: z.number().int(),
  expected_price: moneySchema.nullable(),
  notes: z.string(),
  /** The unit price the operator quoted, once quoted. */
  price: moneySchema.nullable(),
  /** How many the operator could buy, once bought. */
  bought: z.number().int().nullable(),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseQuoteSchema = z.object({
  items: moneySchema,
  sales_tax: moneySchema,
  us_shipping: moneySchema,
  fee: moneySchema,
  total: moneySchema,
  expires_at: z.string(),
});
export type PurchaseQuote = z.infer<typeof purchaseQuoteSchema>;

export const purchaseSchema = z.object({
  id: z.number().int(),
  status: purchaseStatusSchema,
  items: z.array(purchaseItemSchema),
  quote: purchaseQuoteSchema.nullable(),
  /** What the seller has paid (held, then captured), and what came back. */
  paid: moneySchema.nullable(),
  refunded: moneySchema.nullable(),
  shop_order_number: z.string().nullable(),
  tracking: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseListQuerySchema = pageQuerySchema.extend({ status: purchaseStatusSchema.optional() });
export type PurchaseListQuery = z.infer<typeof purchaseListQuerySchema>;
export const purchaseListSchema = pageInfoSchema.extend({ purchases: z.array(purchaseSchema) });
export type PurchaseList = z.infer<typeof purchaseListSchema>;

export const purchasesApi = {
  /** A "buy for me" request with one or more items. */
  create: endpoint({
    method: 'POST',
    path: '/purchases',
    body: purchaseCreateBodySchema,
    response: purchaseSchema,
    status: 201,
    permission: 'purchases.write',
    tags: ['purchases'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/purchases',
    query: purchaseListQuerySchema,
    response: purchaseListSchema,
    permission: 'purchases.read',
    tags: ['purchases'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/purchases/:id',
    params: idParamsSchema,
    response: purchaseSchema,
    permission: 'purchases.read',
    tags: ['purchases'],
  }),
  /** Pays the quote from the balance: a hold (422 insufficient_funds; 409 purchase_quote_expired, purchase_bad_move). */
  pay: endpoint({
    method: 'POST',
    path: '/purchases/:id/pay',
    params: idParamsSchema,
    response: purchaseSchema,
    idempotent: true,
    permission: 'purchases.write',
    tags: ['purchases'],
  }),
  /** Cancels the request while nothing is bought; every cent held comes back (409 purchase_bad_move). */
  cancel: endpoint({
    method: 'POST',
    path: '/purchases/:id/cancel',
    params: idParamsSchema,
    response: purchaseSchema,
    idempotent: true,
    permission: 'purchases.write',
    tags: ['purchases'],
  }),
};
