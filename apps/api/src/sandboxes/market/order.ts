/*
 * The market's Order as its contract defines it (docs/sandbox-market.md, "The Order"), for the sandbox to store and
 * answer. The sandbox's own reading of the contract: the adapter has its own.
 */

export type OrderStatus = 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'partially_refunded';

export interface OrderAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string;
  country: string;
  phone: string | null;
}

export interface OrderLine {
  id: string;
  sku: string | null;
  title: string;
  quantity: number;
  unit_price: number;
  options: Record<string, string>;
  personalization: string | null;
}

export interface OrderShipment {
  id: string;
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  items: Array<{ line_id: string; quantity: number }>;
  created_at: string;
}

export interface Order {
  id: string;
  number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  created_at: string;
  updated_at: string;
  buyer: { name: string; email: string | null };
  buyer_note: string | null;
  gift_message: string | null;
  shipping_address: OrderAddress | null;
  currency: string;
  /** Minor units; `total = subtotal − discount + tax + shipping`; `fees` the market's commission. */
  amounts: { subtotal: number; discount: number; tax: number; shipping: number; fees: number; total: number };
  /** What the buyer paid, in minor units of their currency, when the market charged them in another; else null. */
  buyer_payment: { currency: string; total: number } | null;
  lines: OrderLine[];
  shipments: OrderShipment[];
  cancellation: { reason: string; cancelled_at: string } | null;
}
