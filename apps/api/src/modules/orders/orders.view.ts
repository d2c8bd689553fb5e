import type { Language } from '@cabinet/contracts/common';
import type { Order, OrderSummary } from '@cabinet/contracts/orders';
import type { Rates } from '@cabinet/contracts/reference';
import type { ShopKind } from '@cabinet/contracts/shops';
import { translate } from '../../platform/i18n/messages.ts';
import type { OrderShipment } from '../shipments/order-shipments.ts';
import type { OrderRow } from './orders.schema.ts';
import { parcelsOf } from './track-parcels.ts';
import { minorToDecimal, usdEquivalent } from './usd.ts';

const money = (minor: number, currency: string) => ({ amount: minorToDecimal(minor, currency), currency });

const PREFIX: Record<ShopKind, string> = { etsy: 'ET', amazon: 'AM', shopify: 'SH', ebay: 'EB', market: 'MK' };
/** Ours, unique in the cabinet: the kind's prefix and the row's id. */
export const internalNumber = (kind: ShopKind, id: number) => `${PREFIX[kind]}-${String(id).padStart(6, '0')}`;

export function orderSummaryView(
  row: OrderRow,
  extra: {
    shopName: string;
    shipment: OrderShipment | undefined;
    /** Today's official rates; null when they cannot be read (the USD figures are then left out, not guessed). */
    rates: Rates | null;
  },
  lang: Language,
): OrderSummary {
  const { shopName, shipment } = extra;
  return {
    id: row.id,
    kind: row.kind,
    shop_id: row.shop_id,
    shop_name: shopName,
    external_id: row.external_id,
    number: row.number,
    internal_number: internalNumber(row.kind, row.id),
    status: row.status as OrderSummary['status'],
    payment_status: row.payment_status as OrderSummary['payment_status'],
    crm_status: row.crm_status as OrderSummary['crm_status'],
    ordered_at: row.ordered_at.toISOString(),
    buyer_name: row.buyer_name,
    buyer_erased: row.buyer_erased,
    fulfilled_by_marketplace: row.fulfilled_by_marketplace,
    cancel_requested: row.cancel_requested,
    country: row.country,
    items_count: row.items_count,
    total: money(row.total, row.currency),
    total_usd: usdEquivalent(row.total, row.currency, extra.rates),
    shipment: shipment ? { id: shipment.id, number: shipment.number, status: shipment.status } : null,
    track: {
      state: row.track_state,
      numbers: row.track_numbers,
      carrier: row.track_carrier,
      message: row.track_error ? translate(lang, 'errors', row.track_error) : null,
      sent_at: row.track_sent_at?.toISOString() ?? null,
      attempts: row.track_attempts,
      packages: parcelsOf(row),
    },
    tags: row.tags,
  };
}

export function orderView(
  row: OrderRow,
  extra: {
    shopName: string;
    shipment: OrderShipment | undefined;
    rates: Rates | null;
    /** Lower-cased SKU → the seller's product (SKUs match case-insensitively, as the catalogue's unique index). */
    productIdBySku: Map<string, number>;
    cancelReasons: readonly string[];
  },
  lang: Language,
): Order {
  return {
    ...orderSummaryView(row, extra, lang),
    updated_at: row.marketplace_updated_at.toISOString(),
    buyer_email: row.buyer_email,
    buyer_note: row.buyer_note,
    seller_note: row.seller_note,
    ship_to: row.ship_to,
    subtotal: money(row.subtotal, row.currency),
    discount: money(row.discount, row.currency),
    tax: money(row.tax, row.currency),
    shipping: money(row.shipping, row.currency),
    fees: row.fees === null ? null : money(row.fees, row.currency),
    buyer_total:
      row.buyer_total === null || !row.buyer_currency || row.buyer_currency === row.currency
        ? null
        : money(row.buyer_total, row.buyer_currency),
    lines: row.lines.map((l) => ({
      external_id: l.external_id,
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      price: money(l.price, row.currency),
      variation: l.variation,
      personalization: l.personalization,
      product_id: l.sku ? (extra.productIdBySku.get(l.sku.toLowerCase()) ?? null) : null,
    })),
    cancel_reasons: [...extra.cancelReasons],
    raw: row.raw,
  };
}
