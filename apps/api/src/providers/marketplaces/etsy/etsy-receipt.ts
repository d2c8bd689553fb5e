import type {
  MarketplaceAddress,
  MarketplaceOrder,
  MarketplaceOrderLine,
  MarketplaceOrderStatus,
  MarketplacePaymentStatus,
} from '../marketplace.ts';

/*
 * Etsy's ShopReceipt as getShopReceipts / getShopReceipt / createReceiptShipment answer it (the fields we read; the
 * rest stays in `raw`), and its translation into our MarketplaceOrder.
 */

/** Etsy's Money: `amount / divisor` in `currency_code` (USD 1999 / 100 = $19.99). */
export interface EtsyMoney {
  amount: number;
  divisor: number;
  currency_code: string;
}

export interface EtsyVariation {
  property_id: number;
  value_id: number | null;
  formatted_name: string;
  formatted_value: string;
  /** Set on a personalization only: the seller's question it answers (absent from definitions before 2026). */
  question_id?: number | null;
}

export interface EtsyTransaction {
  transaction_id: number;
  title: string | null;
  listing_id: number | null;
  product_id: number | null;
  sku: string | null;
  quantity: number;
  price: EtsyMoney;
  shipping_cost: EtsyMoney;
  is_digital: boolean;
  variations: EtsyVariation[];
}

export interface EtsyShipment {
  receipt_shipping_id: number | null;
  shipment_notification_timestamp: number;
  carrier_name: string;
  tracking_code: string;
}

export interface EtsyRefund {
  amount: EtsyMoney;
  created_timestamp: number;
  reason: string | null;
}

export type EtsyReceiptStatus =
  'paid' | 'completed' | 'open' | 'payment processing' | 'canceled' | 'fully refunded' | 'partially refunded';

export interface EtsyReceipt {
  receipt_id: number;
  buyer_email: string | null;
  /** The address fields are null where Etsy withdraws them from the app (some regions, non-partner apps). */
  name: string | null;
  first_line: string | null;
  second_line: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country_iso: string | null;
  formatted_address: string | null;
  status: EtsyReceiptStatus;
  is_paid: boolean;
  is_shipped: boolean;
  create_timestamp: number;
  update_timestamp: number;
  message_from_buyer: string | null;
  message_from_seller: string | null;
  is_gift: boolean;
  gift_message: string | null;
  grandtotal: EtsyMoney;
  subtotal: EtsyMoney;
  total_price: EtsyMoney;
  total_shipping_cost: EtsyMoney;
  total_tax_cost: EtsyMoney;
  total_vat_cost: EtsyMoney;
  discount_amt: EtsyMoney;
  gift_wrap_price: EtsyMoney;
  shipments: EtsyShipment[];
  transactions: EtsyTransaction[];
  /** What the seller gave back; the totals above stay what the buyer paid. */
  refunds?: EtsyRefund[];
}

/**
 * A personalization is the variation that answers one of the seller's questions: the current definition marks it
 * with `question_id` ("[Personalization only]"). Its name is the seller's question, in any words and language, so
 * the name says nothing.
 */
const isPersonalization = (variation: EtsyVariation) => variation.question_id != null;

const FRACTION_DIGITS = new Map<string, number>();
/** Building a number format is slow and an import converts thousands of amounts: one per currency. */
function fractionDigits(currency: string): number {
  let digits = FRACTION_DIGITS.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    FRACTION_DIGITS.set(currency, digits);
  }
  return digits;
}

/** Money in integer minor units of its currency, whatever divisor Etsy used. */
export function minorUnits(money: EtsyMoney): number {
  return Math.round((money.amount * 10 ** fractionDigits(money.currency_code)) / money.divisor);
}

function statusOf(receipt: EtsyReceipt): MarketplaceOrderStatus {
  if (receipt.status === 'canceled') return 'cancelled';
  if (receipt.is_shipped) return 'shipped';
  // Completed without shipping: digital downloads, or marked complete by the seller.
  return receipt.status === 'completed' ? 'completed' : 'open';
}

function paymentOf(receipt: EtsyReceipt): MarketplacePaymentStatus {
  if (receipt.status === 'fully refunded') return 'refunded';
  if (receipt.status === 'partially refunded') return 'partially_refunded';
  return receipt.is_paid ? 'paid' : 'unpaid';
}

function shipToOf(receipt: EtsyReceipt): MarketplaceAddress | null {
  if (!receipt.first_line || !receipt.country_iso) return null;
  return {
    name: receipt.name ?? '',
    line1: receipt.first_line,
    line2: receipt.second_line || null,
    city: receipt.city ?? '',
    state: receipt.state || null,
    zip: receipt.zip ?? '',
    country: receipt.country_iso,
    // Etsy gives the seller no buyer phone.
    phone: null,
  };
}

const named = (v: EtsyVariation) => `${v.formatted_name}: ${v.formatted_value}`;

function lineOf(transaction: EtsyTransaction): MarketplaceOrderLine {
  const answers = transaction.variations.filter(isPersonalization);
  const variation = transaction.variations
    .filter((v) => !isPersonalization(v))
    .map(named)
    .join('; ');
  // One question's answer as written; several (Etsy allows a few questions a listing) each under its question.
  const personalization = answers.length === 1 ? answers[0]!.formatted_value : answers.map(named).join('; ');
  return {
    externalId: String(transaction.transaction_id),
    sku: transaction.sku || null,
    title: transaction.title ?? '',
    quantity: transaction.quantity,
    price: minorUnits(transaction.price),
    variation: variation || null,
    personalization: personalization || null,
  };
}

/**
 * The receipt's money as it stands, in minor units: subtotal − discount + tax + shipping = total. Gift wrap is goods
 * the buyer bought, so it counts with the items. Etsy keeps the sold totals on a refunded receipt and lists the
 * refunds beside them; our totals are what the seller keeps (as the other marketplaces' current totals are), so a
 * part refund comes off the goods and a full one leaves nothing.
 */
function amountsOf(receipt: EtsyReceipt) {
  const sold = {
    subtotal: minorUnits(receipt.total_price) + minorUnits(receipt.gift_wrap_price),
    discount: minorUnits(receipt.discount_amt),
    tax: minorUnits(receipt.total_tax_cost) + minorUnits(receipt.total_vat_cost),
    shipping: minorUnits(receipt.total_shipping_cost),
    total: minorUnits(receipt.grandtotal),
  };
  const refunded = (receipt.refunds ?? []).reduce((sum, refund) => sum + minorUnits(refund.amount), 0);
  if (refunded === 0) return sold;
  if (receipt.status === 'fully refunded' || refunded >= sold.total) {
    return { subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 };
  }
  return { ...sold, subtotal: sold.subtotal - refunded, total: sold.total - refunded };
}

export function orderFromReceipt(receipt: EtsyReceipt): MarketplaceOrder {
  return {
    externalId: String(receipt.receipt_id),
    number: String(receipt.receipt_id),
    status: statusOf(receipt),
    paymentStatus: paymentOf(receipt),
    createdAt: new Date(receipt.create_timestamp * 1000),
    updatedAt: new Date(receipt.update_timestamp * 1000),
    buyerName: receipt.name || null,
    buyerEmail: receipt.buyer_email || null,
    buyerNote: receipt.message_from_buyer || null,
    shipTo: shipToOf(receipt),
    currency: receipt.grandtotal.currency_code,
    ...amountsOf(receipt),
    // Etsy's fees live in its payment and ledger endpoints, never on the receipt.
    fees: null,
    lines: receipt.transactions.map(lineOf),
    raw: receipt,
    // It sets no period after which a buyer's data must go (docs/shops.md, "Buyers' personal data").
    buyerDataUntil: null,
  };
}
