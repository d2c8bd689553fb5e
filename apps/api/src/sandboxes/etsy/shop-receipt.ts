/*
 * Etsy's ShopReceipt as the Open API v3 document defines it (components/schemas ShopReceipt, ShopReceiptTransaction,
 * TransactionVariations, ShopReceiptShipment, ShopRefund, Money; apps/api/vendor-definitions/etsy), for the sandbox
 * to store and answer. The sandbox's own reading of the document: the adapter has its own.
 */

/** `amount / divisor` in `currency_code`. */
export interface Money {
  amount: number;
  divisor: number;
  currency_code: string;
}

export interface TransactionVariation {
  property_id: number;
  value_id: number | null;
  formatted_name: string;
  formatted_value: string;
  /** [Personalization only] the listing's personalization question; null on a variation. */
  question_id: number | null;
}

export interface ReceiptTransaction {
  transaction_id: number;
  title: string | null;
  listing_id: number | null;
  product_id: number | null;
  sku: string | null;
  quantity: number;
  price: Money;
  shipping_cost: Money;
  is_digital: boolean;
  variations: TransactionVariation[];
  [field: string]: unknown;
}

export interface ReceiptShipment {
  receipt_shipping_id: number | null;
  shipment_notification_timestamp: number;
  carrier_name: string;
  tracking_code: string;
}

export interface ReceiptRefund {
  amount: Money;
  created_timestamp: number;
  reason: string | null;
  note_from_issuer: string | null;
  status: string | null;
}

export type ReceiptStatus =
  'paid' | 'completed' | 'open' | 'payment processing' | 'canceled' | 'fully refunded' | 'partially refunded';

export interface ShopReceipt {
  receipt_id: number;
  buyer_email: string | null;
  name: string;
  first_line: string | null;
  second_line: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country_iso: string | null;
  formatted_address: string | null;
  status: ReceiptStatus;
  is_paid: boolean;
  is_shipped: boolean;
  create_timestamp: number;
  update_timestamp: number;
  updated_timestamp: number;
  grandtotal: Money;
  subtotal: Money;
  total_price: Money;
  total_shipping_cost: Money;
  total_tax_cost: Money;
  total_vat_cost: Money;
  discount_amt: Money;
  gift_wrap_price: Money;
  shipments: ReceiptShipment[];
  transactions: ReceiptTransaction[];
  refunds: ReceiptRefund[];
  [field: string]: unknown;
}
