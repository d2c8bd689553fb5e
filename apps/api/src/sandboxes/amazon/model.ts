/*
 * Orders v0 (ordersV0.json in amzn/selling-partner-api-models, kept in apps/api/vendor-definitions/amazon/) as the
 * sandbox stores and serves it: the `Order` and `OrderItem` fields the sandbox fills, with the model's own enums.
 * Amounts are `Money` `{CurrencyCode, Amount}` with a decimal string; an item's ItemPrice is the price of all its units.
 */

export interface Money {
  CurrencyCode: string;
  Amount: string;
}

export interface Address {
  Name?: string;
  CompanyName?: string;
  AddressLine1?: string;
  AddressLine2?: string;
  City?: string;
  StateOrRegion?: string;
  PostalCode?: string;
  CountryCode?: string;
  Phone?: string;
  AddressType?: 'Residential' | 'Commercial';
}

/** ordersV0.json `Order.OrderStatus`. */
export type OrderStatus =
  | 'Pending'
  | 'Unshipped'
  | 'PartiallyShipped'
  | 'Shipped'
  | 'Canceled'
  | 'Unfulfillable'
  | 'InvoiceUnconfirmed'
  | 'PendingAvailability';

export interface Order {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: OrderStatus;
  /** MFN: the seller ships; AFN: Amazon ships from its own warehouses (FBA). */
  FulfillmentChannel?: 'MFN' | 'AFN';
  OrderTotal?: Money;
  NumberOfItemsShipped?: number;
  NumberOfItemsUnshipped?: number;
  LatestDeliveryDate?: string;
  IsBusinessOrder?: boolean;
  IsReplacementOrder?: boolean;
  ReplacedOrderId?: string;
  ShippingAddress?: Address;
  BuyerInfo?: { BuyerEmail?: string; BuyerName?: string; PurchaseOrderNumber?: string };
  [field: string]: unknown;
}

export interface OrderItem {
  ASIN: string;
  OrderItemId: string;
  SellerSKU?: string;
  Title?: string;
  QuantityOrdered: number;
  QuantityShipped?: number;
  ItemPrice?: Money;
  ShippingPrice?: Money;
  ItemTax?: Money;
  ShippingTax?: Money;
  PromotionDiscount?: Money;
  ShippingDiscount?: Money;
  PromotionIds?: string[];
  IsGift?: string;
  BuyerInfo?: {
    GiftMessageText?: string;
    GiftWrapLevel?: string;
    BuyerCustomizedInfo?: { CustomizedURL?: string };
  };
  /** BuyerRequestedCancel: `IsBuyerRequestedCancel` is the string "true" or "false". */
  BuyerRequestedCancel?: { IsBuyerRequestedCancel?: string; BuyerCancelReason?: string };
  [field: string]: unknown;
}

/** The operations the sandbox serves, by the models' operationId (getOrder of 2026-01-01 is `getOrder2026`). */
export type Operation =
  | 'getOrders'
  | 'getOrder'
  | 'getOrderItems'
  | 'confirmShipment'
  | 'createRestrictedDataToken'
  | 'searchOrders'
  | 'getOrder2026';

/**
 * The default usage plans the models state in each operation's description (rate per second, burst): a token bucket
 * per selling partner and operation.
 */
export const USAGE_PLANS: Record<Operation, { rate: number; burst: number }> = {
  getOrders: { rate: 0.0167, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  getOrderItems: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
  createRestrictedDataToken: { rate: 1, burst: 10 },
  searchOrders: { rate: 0.0056, burst: 20 },
  getOrder2026: { rate: 0.5, burst: 30 },
};

/** Where an answer states its operation's rate. */
export const RATE_LIMIT_HEADER = 'x-amzn-RateLimit-Limit';
