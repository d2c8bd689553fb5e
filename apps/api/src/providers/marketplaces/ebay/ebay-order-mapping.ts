import type {
  MarketplaceAddress,
  MarketplaceOrder,
  MarketplaceOrderStatus,
  MarketplacePaymentStatus,
} from '../marketplace.ts';

/*
 * The Sell Fulfillment API's Order (sell_fulfillment_v1_oas3.json), as far as the cabinet reads it, and its
 * translation into our order. Amounts are `{value: "12.34", currency: "USD"}` in the seller's currency (what eBay pays
 * out, so the order's money); when the buyer paid in another, eBay adds what they paid before its conversion as
 * `convertedFromValue` / `convertedFromCurrency`, which becomes the order's buyer total. Everything else stays in `raw`.
 */

export interface EbayAmount {
  value: string;
  currency: string;
  convertedFromValue?: string;
  convertedFromCurrency?: string;
}

export interface EbayShipTo {
  fullName?: string;
  contactAddress?: {
    addressLine1?: string;
    addressLine2?: string;
    city?: string;
    stateOrProvince?: string;
    postalCode?: string;
    countryCode?: string;
  };
  primaryPhone?: { phoneNumber?: string };
  email?: string;
}

export type EbayFulfillmentStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'FULFILLED';
export type EbayPaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED';

export interface EbayLineItem {
  lineItemId: string;
  legacyItemId?: string;
  sku?: string;
  title: string;
  quantity: number;
  lineItemCost: EbayAmount;
  variationAspects?: Array<{ name: string; value: string }>;
  lineItemFulfillmentStatus: EbayFulfillmentStatus;
  [field: string]: unknown;
}

export interface EbayOrder {
  orderId: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus: EbayFulfillmentStatus;
  orderPaymentStatus: EbayPaymentStatus;
  /** IN_PROGRESS: a cancellation was asked for (by the buyer, as a rule) and waits for the seller. */
  cancelStatus?: { cancelState: 'NONE_REQUESTED' | 'IN_PROGRESS' | 'CANCELED'; cancelRequests?: unknown[] };
  buyer?: { username?: string; taxAddress?: Record<string, string | undefined> };
  buyerCheckoutNotes?: string;
  pricingSummary: {
    priceSubtotal?: EbayAmount;
    priceDiscount?: EbayAmount;
    deliveryCost?: EbayAmount;
    deliveryDiscount?: EbayAmount;
    tax?: EbayAmount;
    total: EbayAmount;
  };
  totalMarketplaceFee?: EbayAmount;
  fulfillmentStartInstructions?: Array<{
    shippingStep?: { shipTo?: EbayShipTo; shippingCarrierCode?: string; shippingServiceCode?: string };
    [field: string]: unknown;
  }>;
  lineItems: EbayLineItem[];
  [field: string]: unknown;
}

const PAYMENT: Record<EbayPaymentStatus, MarketplacePaymentStatus> = {
  PENDING: 'unpaid',
  FAILED: 'unpaid',
  PAID: 'paid',
  PARTIALLY_REFUNDED: 'partially_refunded',
  FULLY_REFUNDED: 'refunded',
};

function statusOf(order: EbayOrder): MarketplaceOrderStatus {
  if (order.cancelStatus?.cancelState === 'CANCELED') return 'cancelled';
  return order.orderFulfillmentStatus === 'FULFILLED' ? 'shipped' : 'open';
}

/** Decimal places of a currency (ISO 4217): 2 for USD, 0 for JPY. */
const placesOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** "12.34" → 1234 by the digits, never through a float; eBay writes discounts as negative amounts. */
export function ebayMinorUnits(amount: EbayAmount | undefined): number {
  if (!amount) return 0;
  const places = placesOf(amount.currency);
  const text = amount.value.trim();
  const [units = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const minor = Number(units) * 10 ** places + Number(fraction.padEnd(places, '0').slice(0, places) || '0');
  return text.startsWith('-') ? -minor : minor;
}

/** What the buyer paid in their own currency, when eBay converted it to the seller's. */
function buyerTotalOf(total: EbayAmount): MarketplaceOrder['buyerTotal'] {
  const { convertedFromValue: value, convertedFromCurrency: currency } = total;
  if (!value || !currency || currency === total.currency) return null;
  return { amount: ebayMinorUnits({ value, currency }), currency };
}

function addressOf(shipTo: EbayShipTo | undefined): MarketplaceAddress | null {
  const address = shipTo?.contactAddress;
  if (!address?.countryCode) return null;
  return {
    name: shipTo?.fullName ?? '',
    line1: address.addressLine1 ?? '',
    line2: address.addressLine2 || null,
    city: address.city ?? '',
    state: address.stateOrProvince || null,
    zip: address.postalCode ?? '',
    country: address.countryCode,
    phone: shipTo?.primaryPhone?.phoneNumber || null,
  };
}

export function ebayOrderToMarketplace(order: EbayOrder): MarketplaceOrder {
  const summary = order.pricingSummary;
  const shipTo = order.fulfillmentStartInstructions?.[0]?.shippingStep?.shipTo;
  return {
    externalId: order.orderId,
    number: order.orderId,
    status: statusOf(order),
    paymentStatus: PAYMENT[order.orderPaymentStatus] ?? 'unpaid',
    createdAt: new Date(order.creationDate),
    updatedAt: new Date(order.lastModifiedDate),
    buyerName: shipTo?.fullName ?? order.buyer?.username ?? null,
    // eBay's relay address (…@members.ebay.com): mail to it reaches the buyer through eBay.
    buyerEmail: shipTo?.email ?? null,
    buyerNote: order.buyerCheckoutNotes ?? null,
    shipTo: addressOf(shipTo),
    currency: summary.total.currency,
    subtotal: ebayMinorUnits(summary.priceSubtotal),
    discount: Math.abs(ebayMinorUnits(summary.priceDiscount)) + Math.abs(ebayMinorUnits(summary.deliveryDiscount)),
    tax: ebayMinorUnits(summary.tax),
    shipping: ebayMinorUnits(summary.deliveryCost),
    fees: order.totalMarketplaceFee ? ebayMinorUnits(order.totalMarketplaceFee) : null,
    total: ebayMinorUnits(summary.total),
    buyerTotal: buyerTotalOf(summary.total),
    lines: order.lineItems.map((item) => ({
      externalId: item.lineItemId,
      sku: item.sku ?? null,
      title: item.title,
      quantity: item.quantity,
      // lineItemCost is the line's price before discounts: unit price × quantity.
      price: item.quantity > 0 ? Math.round(ebayMinorUnits(item.lineItemCost) / item.quantity) : 0,
      variation: item.variationAspects?.length
        ? item.variationAspects.map((aspect) => `${aspect.name}: ${aspect.value}`).join('; ')
        : null,
      // eBay has no personalisation field on the order: buyers write it in the checkout notes.
      personalization: null,
    })),
    raw: order,
    // It sets no period after which a buyer's data must go (docs/shops.md, "Buyers' personal data").
    buyerDataUntil: null,
    // getOrders returns cancelRequests empty: an open request shows only as cancelState IN_PROGRESS.
    cancelRequested: order.cancelStatus?.cancelState === 'IN_PROGRESS',
  };
}
