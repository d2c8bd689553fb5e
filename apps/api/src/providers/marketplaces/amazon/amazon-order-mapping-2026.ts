import type { MarketplaceAddress, MarketplaceOrder, MarketplaceOrderStatus } from '../marketplace.ts';
import { AMAZON_BUYER_DATA_DAYS, minorUnits } from './amazon-order-mapping.ts';

/*
 * The Orders API 2026-01-01 shapes (orders_2026-01-01.json `Order`, `OrderItem`), as far as the cabinet reads them,
 * and their translation into our order. Money is `{amount, currencyCode}`; the items sit inside the order; what
 * each item earns is split by `proceeds.breakdowns[].type` (ITEM, SHIPPING, TAX, DISCOUNT, …).
 */

interface Money2026 {
  amount: string;
  currencyCode: string;
}

interface Address2026 {
  name?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  stateOrRegion?: string;
  postalCode?: string;
  countryCode?: string;
  phone?: string;
}

type FulfillmentStatus =
  'PENDING_AVAILABILITY' | 'PENDING' | 'UNSHIPPED' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'CANCELLED' | 'UNFULFILLABLE';

export interface AmazonOrder2026Item {
  orderItemId: string;
  quantityOrdered: number;
  product: {
    asin?: string;
    title?: string;
    sellerSku?: string;
    price?: { unitPrice?: Money2026 };
    customization?: { customizedUrl?: string };
  };
  proceeds?: { proceedsTotal?: Money2026; breakdowns?: Array<{ type: string; subtotal: Money2026 }> };
  fulfillment?: { packing?: { giftOption?: { giftMessage?: string } } };
  /** ItemCancellation (includedData CANCELLATION): a request (requester BUYER) and, once done, its execution. */
  cancellation?: { cancellationRequest?: { requester?: string }; cancellationExecution?: unknown };
  [field: string]: unknown;
}

export interface AmazonOrder2026 {
  orderId: string;
  createdTime: string;
  lastUpdatedTime: string;
  programs?: string[];
  /** Where the buyer ordered: `marketplaceId` is the one a shipment is confirmed in. */
  salesChannel?: { channelName: string; marketplaceId?: string };
  buyer?: { buyerName?: string; buyerEmail?: string };
  recipient?: { deliveryAddress?: Address2026 };
  proceeds?: { grandTotal?: Money2026 };
  fulfillment?: {
    fulfillmentStatus: FulfillmentStatus;
    fulfilledBy?: string;
    deliverByWindow?: { latestDateTime?: string };
  };
  orderItems: AmazonOrder2026Item[];
  [field: string]: unknown;
}

const STATUS: Partial<Record<FulfillmentStatus, MarketplaceOrderStatus>> = {
  SHIPPED: 'shipped',
  CANCELLED: 'cancelled',
};
/** As with v0: Amazon authorises payment when an order leaves PENDING and never charges a cancelled one. */
const UNPAID = new Set<FulfillmentStatus>(['PENDING', 'PENDING_AVAILABILITY', 'CANCELLED']);

const minor = (money: Money2026 | undefined) =>
  money ? minorUnits({ CurrencyCode: money.currencyCode, Amount: money.amount }) : 0;

/** The sum of the items' proceeds of one type. */
const proceedsOf = (items: AmazonOrder2026Item[], type: string) =>
  items.reduce(
    (total, item) =>
      total +
      (item.proceeds?.breakdowns ?? []).filter((b) => b.type === type).reduce((sum, b) => sum + minor(b.subtotal), 0),
    0,
  );

function addressOf(address: Address2026 | undefined): MarketplaceAddress | null {
  if (!address?.countryCode) return null;
  return {
    name: address.name ?? '',
    line1: address.addressLine1 ?? '',
    line2: address.addressLine2 || null,
    city: address.city ?? '',
    state: address.stateOrRegion || null,
    zip: address.postalCode ?? '',
    country: address.countryCode,
    phone: address.phone || null,
  };
}

export function amazon2026OrderToMarketplace(order: AmazonOrder2026): MarketplaceOrder {
  const items = order.orderItems;
  const status = order.fulfillment?.fulfillmentStatus ?? 'PENDING';
  const currency =
    order.proceeds?.grandTotal?.currencyCode ??
    items.find((item) => item.product.price?.unitPrice)?.product.price?.unitPrice?.currencyCode ??
    'USD';
  const subtotal = proceedsOf(items, 'ITEM');
  const shipping = proceedsOf(items, 'SHIPPING');
  const tax = proceedsOf(items, 'TAX');
  // Proceeds count a discount against the seller; we keep it as a positive amount taken off, whichever sign it has.
  const discount = Math.abs(proceedsOf(items, 'DISCOUNT'));
  const giftMessages = items.map((item) => item.fulfillment?.packing?.giftOption?.giftMessage).filter(Boolean);
  const address = order.recipient?.deliveryAddress;
  return {
    externalId: order.orderId,
    number: order.orderId,
    status: STATUS[status] ?? 'open',
    paymentStatus: UNPAID.has(status) ? 'unpaid' : 'paid',
    createdAt: new Date(order.createdTime),
    updatedAt: new Date(order.lastUpdatedTime),
    buyerName: address?.name ?? order.buyer?.buyerName ?? null,
    buyerEmail: order.buyer?.buyerEmail ?? null,
    buyerNote: giftMessages.length > 0 ? giftMessages.join('\n') : null,
    shipTo: addressOf(address),
    currency,
    subtotal,
    discount,
    tax,
    shipping,
    fees: null,
    total: order.proceeds?.grandTotal ? minor(order.proceeds.grandTotal) : subtotal + shipping + tax - discount,
    lines: items.map((item) => ({
      externalId: item.orderItemId,
      sku: item.product.sellerSku ?? null,
      title: item.product.title ?? item.product.asin ?? item.orderItemId,
      quantity: item.quantityOrdered,
      price: minor(item.product.price?.unitPrice),
      variation: null,
      personalization: item.product.customization?.customizedUrl ?? null,
    })),
    raw: { order },
    buyerDataUntil: buyerDataUntil(order, status),
    fulfilledByMarketplace: order.fulfillment?.fulfilledBy === 'AMAZON',
    // A buyer's request not yet carried out: the seller answers it in Seller Central.
    cancelRequested:
      (STATUS[status] ?? 'open') === 'open' &&
      items.some((item) => item.cancellation?.cancellationRequest && !item.cancellation.cancellationExecution),
  };
}

/** As for v0 (amazon-order-mapping.ts): 30 days from the earlier of the last change and the promised delivery. */
function buyerDataUntil(order: AmazonOrder2026, status: FulfillmentStatus): Date | null {
  if (status !== 'SHIPPED' && status !== 'CANCELLED') return null;
  const lastChange = Date.parse(order.lastUpdatedTime);
  const promised =
    status === 'SHIPPED' ? Date.parse(order.fulfillment?.deliverByWindow?.latestDateTime ?? '') : Number.NaN;
  const start = Math.min(...[lastChange, promised].filter((t) => !Number.isNaN(t)));
  return Number.isFinite(start) ? new Date(start + AMAZON_BUYER_DATA_DAYS * 86_400_000) : null;
}
