import type { MarketplaceOrder, MarketplaceOrderStatus, MarketplacePaymentStatus } from '../marketplace.ts';

/*
 * The market's Order as `GET /v1/orders` and `GET /v1/orders/{id}` answer it (the fields we read; the rest stays in
 * `raw`), and its translation into our MarketplaceOrder. The market already counts money in integer minor units.
 */

/** The reasons the market takes for a seller's cancellation. */
export const MARKET_CANCEL_REASONS = ['out_of_stock', 'buyer_request', 'address_problem', 'other'] as const;

export type MarketOrderStatus = 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled';
export type MarketPaymentStatus = 'pending' | 'paid' | 'refunded' | 'partially_refunded';

export interface MarketAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
}

export interface MarketLine {
  id: string;
  sku: string | null;
  title: string;
  quantity: number;
  unit_price: number;
  /** The buyer's choices: {"Size": "M", "Color": "Black"}. */
  options: Record<string, string>;
  personalization: string | null;
}

export interface MarketShipment {
  id: string;
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  items: Array<{ line_id: string; quantity: number }>;
  created_at: string;
}

export interface MarketOrder {
  id: string;
  /** "M-100042": what the seller and buyer call it. */
  number: string;
  status: MarketOrderStatus;
  payment_status: MarketPaymentStatus;
  created_at: string;
  updated_at: string;
  buyer: { name: string; email: string | null };
  buyer_note: string | null;
  gift_message: string | null;
  shipping_address: MarketAddress | null;
  /** ISO 4217. */
  currency: string;
  /** Minor units. `total` = subtotal − discount + tax + shipping (what the buyer paid); `fees` are the seller's. */
  amounts: { subtotal: number; discount: number; tax: number; shipping: number; fees: number; total: number };
  /**
   * What the buyer paid, in minor units of their own currency, when the market charged them in another than the
   * shop's (it pays the seller `amounts.total` in `currency`); null or absent otherwise.
   */
  buyer_payment?: { currency: string; total: number } | null;
  lines: MarketLine[];
  shipments: MarketShipment[];
  cancellation: { reason: string; cancelled_at: string } | null;
}

const STATUS: Record<MarketOrderStatus, MarketplaceOrderStatus> = {
  awaiting_payment: 'open',
  paid: 'open',
  shipped: 'shipped',
  delivered: 'completed',
  cancelled: 'cancelled',
};

const PAYMENT: Record<MarketPaymentStatus, MarketplacePaymentStatus> = {
  pending: 'unpaid',
  paid: 'paid',
  refunded: 'refunded',
  partially_refunded: 'partially_refunded',
};

const variationOf = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ') || null;

export function orderFromMarket(order: MarketOrder): MarketplaceOrder {
  const address = order.shipping_address;
  return {
    externalId: order.id,
    number: order.number,
    status: STATUS[order.status],
    paymentStatus: PAYMENT[order.payment_status],
    createdAt: new Date(order.created_at),
    updatedAt: new Date(order.updated_at),
    buyerName: order.buyer.name || null,
    buyerEmail: order.buyer.email || null,
    buyerNote: order.buyer_note || null,
    shipTo: address
      ? {
          name: address.name,
          line1: address.line1,
          line2: address.line2 || null,
          city: address.city,
          state: address.region || null,
          zip: address.postal_code,
          country: address.country,
          phone: address.phone || null,
        }
      : null,
    currency: order.currency,
    subtotal: order.amounts.subtotal,
    discount: order.amounts.discount,
    tax: order.amounts.tax,
    shipping: order.amounts.shipping,
    fees: order.amounts.fees,
    total: order.amounts.total,
    buyerTotal:
      order.buyer_payment && order.buyer_payment.currency !== order.currency
        ? { amount: order.buyer_payment.total, currency: order.buyer_payment.currency }
        : null,
    lines: order.lines.map((line) => ({
      externalId: line.id,
      sku: line.sku || null,
      title: line.title,
      quantity: line.quantity,
      price: line.unit_price,
      variation: variationOf(line.options),
      personalization: line.personalization || null,
    })),
    raw: order,
    // It sets no period after which a buyer's data must go (docs/shops.md, "Buyers' personal data").
    buyerDataUntil: null,
  };
}
