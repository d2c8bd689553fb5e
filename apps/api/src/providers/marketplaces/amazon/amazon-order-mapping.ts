import type {
  MarketplaceAddress,
  MarketplaceOrder,
  MarketplaceOrderStatus,
  MarketplacePaymentStatus,
} from '../marketplace.ts';

/*
 * Amazon's Orders v0 shapes (ordersV0.json `Order`, `OrderItem`), as far as the cabinet reads them, and their
 * translation into our order. Everything else Amazon sends stays in `raw`. Amounts are Money `{CurrencyCode, Amount}`
 * with the amount as a decimal string; an item's ItemPrice is the price of all its units, not of one.
 */

export interface AmazonMoney {
  CurrencyCode: string;
  Amount: string;
}

export interface AmazonAddress {
  Name?: string;
  AddressLine1?: string;
  AddressLine2?: string;
  City?: string;
  StateOrRegion?: string;
  PostalCode?: string;
  CountryCode?: string;
  Phone?: string;
  AddressType?: 'Residential' | 'Commercial';
}

export type AmazonOrderStatus =
  | 'Pending'
  | 'Unshipped'
  | 'PartiallyShipped'
  | 'Shipped'
  | 'Canceled'
  | 'Unfulfillable'
  | 'InvoiceUnconfirmed'
  | 'PendingAvailability';

export interface AmazonOrder {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: AmazonOrderStatus;
  /** The marketplace the buyer ordered in (Amazon.com, Amazon.ca, …): a shipment is confirmed in that one. */
  MarketplaceId?: string;
  /** MFN: the seller ships it; AFN: Amazon ships it from its warehouse (FBA). */
  FulfillmentChannel?: 'MFN' | 'AFN';
  OrderTotal?: AmazonMoney;
  /** The end of the delivery window Amazon promised the buyer. */
  LatestDeliveryDate?: string;
  ShippingAddress?: AmazonAddress;
  /** Restricted data: given only to a Restricted Data Token. */
  BuyerInfo?: { BuyerEmail?: string; BuyerName?: string };
  [field: string]: unknown;
}

export interface AmazonOrderItem {
  ASIN: string;
  OrderItemId: string;
  SellerSKU?: string;
  Title?: string;
  QuantityOrdered: number;
  QuantityShipped?: number;
  ItemPrice?: AmazonMoney;
  ShippingPrice?: AmazonMoney;
  ItemTax?: AmazonMoney;
  ShippingTax?: AmazonMoney;
  PromotionDiscount?: AmazonMoney;
  ShippingDiscount?: AmazonMoney;
  IsGift?: string | boolean;
  BuyerInfo?: { GiftMessageText?: string; BuyerCustomizedInfo?: { CustomizedURL?: string } };
  /** ordersV0.json BuyerRequestedCancel: "true" or "false", as strings. */
  BuyerRequestedCancel?: { IsBuyerRequestedCancel?: string; BuyerCancelReason?: string };
  [field: string]: unknown;
}

const STATUS: Record<AmazonOrderStatus, MarketplaceOrderStatus> = {
  Pending: 'open',
  PendingAvailability: 'open',
  Unshipped: 'open',
  PartiallyShipped: 'open',
  InvoiceUnconfirmed: 'open',
  Unfulfillable: 'open',
  Shipped: 'shipped',
  Canceled: 'cancelled',
};

/**
 * Amazon authorises the buyer's payment when an order leaves Pending and never charges a cancelled one: Pending
 * (and a pre-order's PendingAvailability) and Canceled are unpaid, every other state is paid.
 */
const paymentOf = (status: AmazonOrderStatus): MarketplacePaymentStatus =>
  status === 'Pending' || status === 'PendingAvailability' || status === 'Canceled' ? 'unpaid' : 'paid';

/** Decimal places of a currency (ISO 4217): 2 for USD, 0 for JPY. */
const placesOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** "12.34" → 1234, by the digits, never through a float. */
export function minorUnits(money: AmazonMoney | undefined): number {
  if (!money) return 0;
  const places = placesOf(money.CurrencyCode);
  const negative = money.Amount.trim().startsWith('-');
  const [units = '0', fraction = ''] = money.Amount.trim().replace(/^-/, '').split('.');
  const minor = Number(units) * 10 ** places + Number(fraction.padEnd(places, '0').slice(0, places) || '0');
  return negative ? -minor : minor;
}

const sum = (items: AmazonOrderItem[], pick: (item: AmazonOrderItem) => AmazonMoney | undefined) =>
  items.reduce((total, item) => total + minorUnits(pick(item)), 0);

function addressOf(address: AmazonAddress | undefined): MarketplaceAddress | null {
  if (!address?.CountryCode) return null;
  return {
    name: address.Name ?? '',
    line1: address.AddressLine1 ?? '',
    line2: address.AddressLine2 || null,
    city: address.City ?? '',
    state: address.StateOrRegion || null,
    zip: address.PostalCode ?? '',
    country: address.CountryCode,
    phone: address.Phone || null,
  };
}

export function amazonOrderToMarketplace(order: AmazonOrder, items: AmazonOrderItem[]): MarketplaceOrder {
  const currency =
    order.OrderTotal?.CurrencyCode ?? items.find((item) => item.ItemPrice)?.ItemPrice?.CurrencyCode ?? 'USD';
  const subtotal = sum(items, (item) => item.ItemPrice);
  const shipping = sum(items, (item) => item.ShippingPrice);
  const tax = sum(items, (item) => item.ItemTax) + sum(items, (item) => item.ShippingTax);
  const discount = sum(items, (item) => item.PromotionDiscount) + sum(items, (item) => item.ShippingDiscount);
  // Amazon has no buyer note; the gift message is the only thing the buyer writes to the seller.
  const giftMessages = items.map((item) => item.BuyerInfo?.GiftMessageText).filter(Boolean);
  const status = STATUS[order.OrderStatus] ?? 'open';
  return {
    externalId: order.AmazonOrderId,
    number: order.AmazonOrderId,
    status,
    paymentStatus: paymentOf(order.OrderStatus),
    createdAt: new Date(order.PurchaseDate),
    updatedAt: new Date(order.LastUpdateDate),
    buyerName: order.ShippingAddress?.Name ?? order.BuyerInfo?.BuyerName ?? null,
    // Amazon's relay address for the buyer (restricted data: there only when the import had a Restricted Data Token).
    buyerEmail: order.BuyerInfo?.BuyerEmail ?? null,
    buyerNote: giftMessages.length > 0 ? giftMessages.join('\n') : null,
    shipTo: addressOf(order.ShippingAddress),
    currency,
    subtotal,
    discount,
    tax,
    shipping,
    // Amazon's fees are in the Finances API, not on the order.
    fees: null,
    total: order.OrderTotal ? minorUnits(order.OrderTotal) : subtotal + shipping + tax - discount,
    lines: items.map((item) => ({
      externalId: item.OrderItemId,
      sku: item.SellerSKU ?? null,
      title: item.Title ?? item.ASIN,
      quantity: item.QuantityOrdered,
      price: item.QuantityOrdered > 0 ? Math.round(minorUnits(item.ItemPrice) / item.QuantityOrdered) : 0,
      // Amazon names the variation in the title ("…, Blue, 11 oz"); there is no separate field.
      variation: null,
      // Amazon Custom: the buyer's personalisation is a file behind this URL.
      personalization: item.BuyerInfo?.BuyerCustomizedInfo?.CustomizedURL ?? null,
    })),
    raw: { order, items },
    buyerDataUntil: buyerDataUntil(order),
    fulfilledByMarketplace: order.FulfillmentChannel === 'AFN',
    // The buyer asked to cancel and the seller answers in Seller Central; a cancelled order has been answered.
    cancelRequested:
      status === 'open' && items.some((item) => item.BuyerRequestedCancel?.IsBuyerRequestedCancel === 'true'),
  };
}

/**
 * Amazon's Data Protection Policy lets a developer keep a buyer's personal data for no longer than 30 days after the
 * order's delivery. The order does not report its delivery, only its shipment and the delivery window Amazon
 * promised, so the count starts at the earlier of the order's last change (for a shipped order, its shipment, which
 * every delivery follows) and the end of that window (`LatestDeliveryDate`): the buyer is forgotten no later than Amazon
 * allows, a little sooner when the parcel arrives late. A cancelled order counts from its cancellation.
 */
export const AMAZON_BUYER_DATA_DAYS = 30;

function buyerDataUntil(order: AmazonOrder): Date | null {
  if (order.OrderStatus !== 'Shipped' && order.OrderStatus !== 'Canceled') return null;
  const lastChange = Date.parse(order.LastUpdateDate);
  const promised = order.OrderStatus === 'Shipped' ? Date.parse(order.LatestDeliveryDate ?? '') : Number.NaN;
  const start = Math.min(...[lastChange, promised].filter((t) => !Number.isNaN(t)));
  return Number.isFinite(start) ? new Date(start + AMAZON_BUYER_DATA_DAYS * 86_400_000) : null;
}
