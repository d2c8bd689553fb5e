import type { Address, Money, Order, OrderItem, OrderStatus } from './model.ts';
import type { AmazonOrderRecord } from './order-factory.ts';
import type { DataElement } from './restricted-data.ts';

/*
 * A stored order as the Orders API 2026-01-01 shows it (orders_2026-01-01.json `Order`): camelCase, the items inside,
 * Money as `{amount, currencyCode}`, the fulfilment state in upper case, amounts as the item's proceeds split by type,
 * and only the datasets `includedData` asks for. The buyer's personal data follows the same rules as in v0 (a
 * Restricted Data Token opens it; no address before payment or after a cancel; no prices while Pending).
 */

export const INCLUDED_DATA = [
  'BUYER',
  'RECIPIENT',
  'PROCEEDS',
  'EXPENSE',
  'PROMOTION',
  'CANCELLATION',
  'FULFILLMENT',
  'PACKAGES',
  'TAX',
  'PAYMENT',
  'FULFILLMENT_ORDERS',
] as const;
export type IncludedData = (typeof INCLUDED_DATA)[number];

const FULFILLMENT_STATUS: Record<OrderStatus, string> = {
  Pending: 'PENDING',
  PendingAvailability: 'PENDING_AVAILABILITY',
  Unshipped: 'UNSHIPPED',
  InvoiceUnconfirmed: 'UNSHIPPED',
  PartiallyShipped: 'PARTIALLY_SHIPPED',
  Shipped: 'SHIPPED',
  Canceled: 'CANCELLED',
  Unfulfillable: 'UNFULFILLABLE',
};
const ADDRESS_STATES = new Set<OrderStatus>(['Unshipped', 'PartiallyShipped', 'Shipped', 'InvoiceUnconfirmed']);

const cents = (money: Money | undefined) => Math.round(Number(money?.Amount ?? 0) * 100);
const money = (amount: number, currencyCode: string) => ({ amount: (amount / 100).toFixed(2), currencyCode });

function addressOf(address: Address, personal: boolean) {
  const open = {
    city: address.City,
    stateOrRegion: address.StateOrRegion,
    postalCode: address.PostalCode,
    countryCode: address.CountryCode,
  };
  const full = personal
    ? {
        name: address.Name,
        companyName: address.CompanyName,
        addressLine1: address.AddressLine1,
        addressLine2: address.AddressLine2,
        phone: address.Phone,
        ...open,
      }
    : open;
  return {
    ...Object.fromEntries(Object.entries(full).filter(([, v]) => v !== undefined)),
    ...(address.AddressType ? { addressType: address.AddressType.toUpperCase() } : {}),
  };
}

function itemOf(item: OrderItem, order: Order, data: ReadonlySet<DataElement>, included: ReadonlySet<IncludedData>) {
  const currency = item.ItemPrice?.CurrencyCode ?? order.OrderTotal?.CurrencyCode ?? 'USD';
  const priced = order.OrderStatus !== 'Pending' && item.ItemPrice !== undefined;
  const lineTotal = cents(item.ItemPrice);
  const breakdowns = [
    { type: 'ITEM', subtotal: money(lineTotal, currency) },
    { type: 'SHIPPING', subtotal: money(cents(item.ShippingPrice), currency) },
    { type: 'TAX', subtotal: money(cents(item.ItemTax) + cents(item.ShippingTax), currency) },
    // Proceeds: a discount is what the seller does not get.
    { type: 'DISCOUNT', subtotal: money(-(cents(item.PromotionDiscount) + cents(item.ShippingDiscount)), currency) },
  ];
  const proceedsTotal = breakdowns.reduce((sum, b) => sum + Math.round(Number(b.subtotal.amount) * 100), 0);
  const personal = data.has('buyerInfo') ? item.BuyerInfo : undefined;
  const shipped = item.QuantityShipped ?? 0;
  return {
    orderItemId: item.OrderItemId,
    quantityOrdered: item.QuantityOrdered,
    product: {
      asin: item.ASIN,
      title: item.Title,
      sellerSku: item.SellerSKU,
      condition: { conditionType: 'NEW', conditionSubtype: 'NEW' },
      ...(priced ? { price: { unitPrice: money(Math.round(lineTotal / item.QuantityOrdered), currency) } } : {}),
      ...(personal?.BuyerCustomizedInfo?.CustomizedURL
        ? { customization: { customizedUrl: personal.BuyerCustomizedInfo.CustomizedURL } }
        : {}),
    },
    ...(priced && included.has('PROCEEDS')
      ? { proceeds: { proceedsTotal: money(proceedsTotal, currency), breakdowns } }
      : {}),
    ...(priced && included.has('PROMOTION') && item.PromotionIds?.length
      ? { promotion: { breakdowns: item.PromotionIds.map((promotionId) => ({ promotionId })) } }
      : {}),
    // 2026-01-01 carries a buyer's open request as the item's cancellationRequest (requester BUYER), no execution yet.
    ...(included.has('CANCELLATION') && item.BuyerRequestedCancel?.IsBuyerRequestedCancel === 'true'
      ? {
          cancellation: {
            cancellationRequest: { requester: 'BUYER', cancelReason: item.BuyerRequestedCancel.BuyerCancelReason },
          },
        }
      : {}),
    ...(included.has('FULFILLMENT')
      ? {
          fulfillment: {
            quantityFulfilled: shipped,
            quantityUnfulfilled: order.OrderStatus === 'Canceled' ? 0 : item.QuantityOrdered - shipped,
            ...(personal?.GiftMessageText
              ? { packing: { giftOption: { giftMessage: personal.GiftMessageText, giftWrapLevel: 'STANDARD' } } }
              : {}),
          },
        }
      : {}),
  };
}

export function order2026View(
  record: AmazonOrderRecord,
  data: ReadonlySet<DataElement>,
  included: ReadonlySet<IncludedData>,
) {
  const { order } = record;
  const afn = order.FulfillmentChannel === 'AFN';
  const programs = [
    ...(order.IsPrime ? ['PRIME'] : []),
    ...(order.IsBusinessOrder ? ['AMAZON_BUSINESS'] : []),
    ...(order.IsPremiumOrder ? ['PREMIUM'] : []),
  ];
  const buyer = data.has('buyerInfo')
    ? {
        ...(order.BuyerInfo?.BuyerEmail ? { buyerEmail: order.BuyerInfo.BuyerEmail } : {}),
        ...(order.ShippingAddress?.Name ? { buyerName: order.ShippingAddress.Name } : {}),
        ...(order.IsBusinessOrder && order.ShippingAddress?.CompanyName
          ? { buyerCompanyName: order.ShippingAddress.CompanyName }
          : {}),
        ...(order.BuyerInfo?.PurchaseOrderNumber
          ? { buyerPurchaseOrderNumber: order.BuyerInfo.PurchaseOrderNumber }
          : {}),
      }
    : {};
  const window = (from: unknown, to: unknown) => ({ earliestDateTime: from as string, latestDateTime: to as string });
  return {
    orderId: order.AmazonOrderId,
    createdTime: order.PurchaseDate,
    lastUpdatedTime: order.LastUpdateDate,
    programs,
    associatedOrders: order.ReplacedOrderId
      ? [{ orderId: order.ReplacedOrderId, associationType: 'REPLACEMENT_ORIGINAL_ID' }]
      : [],
    salesChannel: {
      channelName: 'AMAZON',
      marketplaceId: order.MarketplaceId as string,
      marketplaceName: String(order.SalesChannel ?? 'Amazon.com'),
    },
    ...(included.has('BUYER') && Object.keys(buyer).length > 0 ? { buyer } : {}),
    ...(included.has('RECIPIENT') && order.ShippingAddress && ADDRESS_STATES.has(order.OrderStatus)
      ? { recipient: { deliveryAddress: addressOf(order.ShippingAddress, data.has('shippingAddress')) } }
      : {}),
    ...(included.has('PROCEEDS') && order.OrderTotal && order.OrderStatus !== 'Pending'
      ? { proceeds: { grandTotal: { amount: order.OrderTotal.Amount, currencyCode: order.OrderTotal.CurrencyCode } } }
      : {}),
    ...(included.has('FULFILLMENT')
      ? {
          fulfillment: {
            fulfillmentStatus: FULFILLMENT_STATUS[order.OrderStatus],
            fulfilledBy: afn ? 'AMAZON' : 'MERCHANT',
            fulfillmentServiceLevel: afn ? 'EXPEDITED' : 'STANDARD',
            shipByWindow: window(order.EarliestShipDate, order.LatestShipDate),
            deliverByWindow: window(order.EarliestDeliveryDate, order.LatestDeliveryDate),
          },
        }
      : {}),
    orderItems: record.items.map((item) => itemOf(item, order, data, included)),
  };
}
