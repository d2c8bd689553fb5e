import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, moneySchema } from './money.ts';

/*
 * Payment links (§2 /payment-links, §4 "Payment link statuses: paid, one_time, permanent, in_review, accepted,
 * declined, blocked"). The §4 list mixes two things, kept apart here:
 * - `kind`: one_time (payable once, then `paid`) or permanent (payable any number of times);
 * - `status`: in_review → accepted | declined (operator review); accepted ⇄ blocked (operator); one_time
 *   accepted → paid after its payment. Only an accepted, active link can be paid.
 * `active` is the seller's own switch: a deactivated link is never payable again, whatever its status.
 */
export const paymentLinkKinds = ['one_time', 'permanent'] as const;
export const paymentLinkKindSchema = z.enum(paymentLinkKinds);
export type PaymentLinkKind = z.infer<typeof paymentLinkKindSchema>;

export const paymentLinkStatuses = ['in_review', 'accepted', 'declined', 'blocked', 'paid'] as const;
export const paymentLinkStatusSchema = z.enum(paymentLinkStatuses);
export type PaymentLinkStatus = z.infer<typeof paymentLinkStatusSchema>;

/** What a buyer may pay in; the seller is credited in the balance currency (USD) at the day's official rate. */
export const paymentLinkCurrencies = ['USD', 'EUR', 'GBP'] as const;
export const paymentLinkCurrencySchema = z.enum(paymentLinkCurrencies);
export type PaymentLinkCurrency = z.infer<typeof paymentLinkCurrencySchema>;

export const paymentLinkCreateBodySchema = z.strictObject({
  kind: paymentLinkKindSchema,
  amount: amountInputSchema,
  currency: paymentLinkCurrencySchema,
  description: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type PaymentLinkCreateBody = z.input<typeof paymentLinkCreateBodySchema>;

export const paymentLinksQuerySchema = pageQuerySchema.extend({ status: paymentLinkStatusSchema.optional() });
export type PaymentLinksQuery = z.infer<typeof paymentLinksQuerySchema>;

export const paymentLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The public pay page to hand to buyers. */
  url: z.string(),
  kind: paymentLinkKindSchema,
  status: paymentLinkStatusSchema,
  active: z.boolean(),
  /** A buyer can pay it now: accepted and active. */
  payable: z.boolean(),
  amount: moneySchema,
  description: z.string(),
  payments_count: z.number().int(),
  /** Everything credited to the balance by this link, in the balance currency. */
  received: moneySchema,
  /** The operator's reason for a decline or a block. */
  review_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinkPaymentSchema = z.object({
  id: z.number().int(),
  payer_email: z.string(),
  /** What the buyer paid, in the link's currency. */
  amount: moneySchema,
  /** What the balance received, in the balance currency. */
  credited: moneySchema,
  /** Balance-currency units per unit of the link's currency; "1" for a USD link. */
  rate: z.string(),
  created_at: z.string(),
});
export type PaymentLinkPayment = z.infer<typeof paymentLinkPaymentSchema>;

export const paymentLinkDetailSchema = paymentLinkSchema.extend({ payments: z.array(paymentLinkPaymentSchema) });
export type PaymentLinkDetail = z.infer<typeof paymentLinkDetailSchema>;

export const paymentLinkListSchema = pageInfoSchema.extend({ payment_links: z.array(paymentLinkSchema) });
export type PaymentLinkList = z.infer<typeof paymentLinkListSchema>;

/* ——— The buyer's side: the public pay page ——— */

export const payCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9]{6,32}$/) });

/** payable: a buyer may pay now; paid: a one-time link already paid; unavailable: in review, declined, blocked, off. */
export const publicLinkStates = ['payable', 'paid', 'unavailable'] as const;
export type PublicLinkState = (typeof publicLinkStates)[number];

export const publicPaymentLinkSchema = z.object({
  code: z.string(),
  seller_name: z.string(),
  description: z.string(),
  kind: paymentLinkKindSchema,
  amount: moneySchema,
  state: z.enum(publicLinkStates),
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;

/**
 * The buyer starts a payment (POST /pay/:code). Our server opens a checkout at the payments provider for the link's
 * amount and currency — never the buyer's — and answers with the provider's hosted page, where the card is typed:
 * no card detail ever reaches our API, and a body with any other field (a card number, an amount) is refused (400).
 * Safe to repeat: while the buyer's checkout for this link is open, the same one is given again (200; a new one 201).
 */
export const payStartBodySchema = z.strictObject({
  /** The seller sees it with the payment. */
  email: z.email('invalid_email').max(200),
});
export type PayStartBody = z.input<typeof payStartBodySchema>;

/**
 * Where a started payment stands: pending until the provider's signed webhook says paid or declined; expired when the
 * checkout was left unpaid until it lapsed; refused when the money arrived after the link had stopped taking payments
 * (the seller is not credited).
 */
export const linkPaymentStatuses = ['pending', 'paid', 'declined', 'expired', 'refused'] as const;
export const linkPaymentStatusSchema = z.enum(linkPaymentStatuses);
export type LinkPaymentStatus = z.infer<typeof linkPaymentStatusSchema>;

/** The payment's public id: "PL-" and 20 random letters and digits. */
export const linkPaymentReferenceSchema = z.string().regex(/^PL-[2-9A-HJ-NP-Z]{20}$/);

export const payStartResultSchema = z.object({
  /** The return pages ask for the payment's status with it. */
  reference: z.string(),
  /** The payments provider's hosted checkout to send the buyer to. */
  checkout_url: z.string(),
  /** After this the checkout can no longer be paid. */
  expires_at: z.string(),
});
export type PayStartResult = z.infer<typeof payStartResultSchema>;

export const payPaymentParamsSchema = payCodeParamsSchema.extend({ reference: linkPaymentReferenceSchema });

/** GET /pay/:code/payments/:reference: what the return pages show. */
export const payStatusSchema = z.object({
  reference: z.string(),
  status: linkPaymentStatusSchema,
  /** What the buyer is charged, in the link's currency. */
  amount: moneySchema,
  paid_at: z.string().nullable(),
});
export type PayStatus = z.infer<typeof payStatusSchema>;

/* ——— Operators: review ——— */

export const opsPaymentLinkSchema = paymentLinkSchema.extend({
  account_id: z.number().int(),
  seller_name: z.string(),
  seller_email: z.string(),
});
export type OpsPaymentLink = z.infer<typeof opsPaymentLinkSchema>;
export const opsPaymentLinkListSchema = pageInfoSchema.extend({ payment_links: z.array(opsPaymentLinkSchema) });
export type OpsPaymentLinkList = z.infer<typeof opsPaymentLinkListSchema>;

/** A decline or a block says why; the seller reads it. */
export const reviewReasonBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(TEXT_LIMITS.description) });
export type ReviewReasonBody = z.infer<typeof reviewReasonBodySchema>;

const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;
const operator = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;
const pay = { access: 'public', tags: ['pay'] } as const;

/** §2 /payment-links, /payment-links/new: the seller's links. */
export const paymentLinksApi = {
  /** The seller's links, newest first, by status. */
  list: endpoint({
    method: 'GET',
    path: '/payment-links',
    query: paymentLinksQuerySchema,
    response: paymentLinkListSchema,
    ...read,
  }),
  /** A new link; it waits for an operator's review before it can be paid. */
  create: endpoint({
    method: 'POST',
    path: '/payment-links',
    body: paymentLinkCreateBodySchema,
    response: paymentLinkSchema,
    status: 201,
    idempotent: true,
    ...write,
  }),
  /** One link with its payments (404). */
  get: endpoint({
    method: 'GET',
    path: '/payment-links/:id',
    params: idParamsSchema,
    response: paymentLinkDetailSchema,
    ...read,
  }),
  /** Switches a link off for good; it stays in the list with its payments (404). */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/payment-links/:id',
    params: idParamsSchema,
    response: paymentLinkSchema,
    ...write,
  }),
};

/** The back office's review of payment links; a move from a status that does not allow it is 409. */
export const paymentLinksOpsApi = {
  /** Every seller's links, by status. */
  list: endpoint({
    method: 'GET',
    path: '/ops/money/payment-links',
    query: paymentLinksQuerySchema,
    response: opsPaymentLinkListSchema,
    ...operator,
  }),
  /** in_review → accepted. */
  accept: endpoint({
    method: 'POST',
    path: '/ops/money/payment-links/:id/accept',
    audit: 'payment_link_accepted',
    params: idParamsSchema,
    response: opsPaymentLinkSchema,
    ...operator,
  }),
  /** in_review → declined, with a reason. */
  decline: endpoint({
    method: 'POST',
    path: '/ops/money/payment-links/:id/decline',
    audit: 'payment_link_declined',
    params: idParamsSchema,
    body: reviewReasonBodySchema,
    response: opsPaymentLinkSchema,
    ...operator,
  }),
  /** in_review or accepted → blocked, with a reason. */
  block: endpoint({
    method: 'POST',
    path: '/ops/money/payment-links/:id/block',
    audit: 'payment_link_blocked',
    params: idParamsSchema,
    body: reviewReasonBodySchema,
    response: opsPaymentLinkSchema,
    ...operator,
  }),
  /** blocked → accepted. */
  unblock: endpoint({
    method: 'POST',
    path: '/ops/money/payment-links/:id/unblock',
    audit: 'payment_link_unblocked',
    params: idParamsSchema,
    response: opsPaymentLinkSchema,
    ...operator,
  }),
};

/**
 * The buyer's pay page (public): what the link asks for, starting a payment at the payments provider's hosted
 * checkout, and the payment's status for the return pages. Starting is not a money movement and is safe to repeat
 * (the buyer's open checkout is given again), so it takes no Idempotency-Key and stores no request body.
 */
export const payApi = {
  /** What the link asks for and whether it can be paid now (404). */
  view: endpoint({
    method: 'GET',
    path: '/pay/:code',
    params: payCodeParamsSchema,
    response: publicPaymentLinkSchema,
    ...pay,
  }),
  /** A checkout for the link: 201 a new one, 200 the buyer's open one (409 payment_link_not_payable, …_already_paid). */
  start: endpoint({
    method: 'POST',
    path: '/pay/:code',
    params: payCodeParamsSchema,
    body: payStartBodySchema,
    response: payStartResultSchema,
    status: [200, 201],
    ...pay,
  }),
  /** Where a started payment stands (404). */
  status: endpoint({
    method: 'GET',
    path: '/pay/:code/payments/:reference',
    params: payPaymentParamsSchema,
    response: payStatusSchema,
    ...pay,
  }),
};
