import type { ShopKind } from '@cabinet/contracts/shops';
import type { MarketplaceOrder } from '../../providers/marketplaces/marketplace.ts';
import { ERASED_RAW, type OrderValues } from './orders.repository.ts';

/**
 * Our copy of a marketplace order (the marketplace's facts only; the seller's own columns keep their defaults). An
 * order whose buyer the marketplace's data rules no longer let us keep (an old Amazon order in a first import)
 * arrives without them, as the retention job would leave it.
 */
export function orderValues(
  shop: { id: number; account_id: number; kind: ShopKind },
  order: MarketplaceOrder,
  importedAt: Date,
): OrderValues {
  const expired = order.buyerDataUntil !== null && order.buyerDataUntil <= importedAt;
  const buyer = expired ? null : order;
  const search = [
    order.number,
    order.externalId,
    buyer?.buyerName ?? '',
    buyer?.buyerEmail ?? '',
    ...order.lines.flatMap((l) => [l.sku ?? '', l.title]),
  ]
    .join(' ')
    .toLowerCase()
    .slice(0, 2000);
  return {
    account_id: shop.account_id,
    shop_id: shop.id,
    kind: shop.kind,
    external_id: order.externalId,
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    ordered_at: order.createdAt,
    marketplace_updated_at: order.updatedAt,
    buyer_name: buyer?.buyerName ?? null,
    buyer_email: buyer?.buyerEmail ?? null,
    buyer_note: buyer?.buyerNote ?? null,
    ship_to: buyer?.shipTo ?? null,
    country: order.shipTo?.country ?? null,
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    shipping: order.shipping,
    fees: order.fees,
    total: order.total,
    buyer_currency: order.buyerTotal?.currency ?? null,
    buyer_total: order.buyerTotal?.amount ?? null,
    lines: order.lines.map((l) => ({
      external_id: l.externalId,
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      price: l.price,
      variation: l.variation,
      personalization: l.personalization,
    })),
    items_count: order.lines.reduce((n, l) => n + l.quantity, 0),
    search_text: search,
    raw: expired ? ERASED_RAW.retention : (order.raw ?? null),
    buyer_erased: expired ? 'retention' : null,
    buyer_data_until: order.buyerDataUntil,
    fulfilled_by_marketplace: order.fulfilledByMarketplace ?? false,
    cancel_requested: order.cancelRequested ?? false,
    imported_at: importedAt,
  };
}
