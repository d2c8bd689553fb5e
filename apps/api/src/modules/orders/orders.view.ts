import type { Language } from '@cabinet/contracts/common';
import { fromMinor } from '@cabinet/contracts/money';
import type { Order, OrderSummary } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import { translate } from '../../platform/i18n/messages.ts';
import type { OrderShipment } from '../shipments/order-shipments.ts';
import type { OrderRow } from './orders.schema.ts';
import { parcelsOf } from './track-parcels.ts';

/** Currencies without minor units (ISO 4217 exponent 0); the others have two. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CLP', 'VND', 'ISK', 'HUF', 'TWD', 'UGX', 'XOF', 'XAF']);

/** Minor units of `currency` → its decimal string ("1250", "USD" → "12.50"; "1250", "JPY" → "1250"). */
export const minorToDecimal = (minor: number, currency: string): string =>
  ZERO_DECIMAL.has(currency) ? String(minor) : fromMinor(minor);

const money = (minor: number, currency: string) => ({ amount: minorToDecimal(minor, currency), currency });

const PREFIX: Record<ShopKind, string> = { etsy: 'ET', amazon: 'AM', shopify: 'SH', ebay: 'EB', market: 'MK' };
/** Ours, unique in the cabinet: the kind's prefix and the row's id. */
export const internalNumber = (kind: ShopKind, id: number) => `${PREFIX[kind]}-${String(id).padStart(6, '0')}`;

export function orderSummaryView(
  row: OrderRow,
  shopName: string,
  shipment: OrderShipment | undefined,
  lang: Language,
): OrderSummary {
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
    country: row.country,
    items_count: row.items_count,
    total: money(row.total, row.currency),
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
    /** Lower-cased SKU → the seller's product (SKUs match case-insensitively, as the catalogue's unique index). */
    productIdBySku: Map<string, number>;
    cancelReasons: readonly string[];
  },
  lang: Language,
): Order {
  return {
    ...orderSummaryView(row, extra.shopName, extra.shipment, lang),
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
