import { toPerson } from '../../account/people.ts';
import type { StockMovement, StockProduct } from '@cabinet/contracts/warehouse-stock';
import { imageUrl } from '../../catalog/products/product-image-url.ts';
import type { ProductRow } from '../../catalog/products/products.schema.ts';
import { money } from '../../money/money-format.ts';
import { shipmentNumber } from '../../shipments/shipment-number.ts';
import type { StockItemRow, StockMovementRow } from './stock.schema.ts';

export interface StockJoined {
  item: StockItemRow;
  product: ProductRow;
  reserved: number;
  image_id: number | null;
}

/** A stock row as the API shows it; `available` is what may still be shipped or disposed of. */
export function toStockProduct({
  item,
  product,
  reserved,
  image_id,
}: StockJoined): StockProduct & { account_id: number } {
  const free = Math.max(0, item.in_stock - reserved);
  return {
    id: product.id,
    account_id: item.account_id,
    sku: product.sku,
    title_uk: product.title_uk,
    title_en: product.title_en,
    thumb_url: image_id === null ? null : imageUrl(product.id, image_id, 'thumb'),
    hs_code: product.hs_code,
    cost: money(product.cost),
    in_stock: item.in_stock,
    on_the_way: item.on_the_way,
    reserved,
    available: item.state === 'unblocked' ? free : 0,
    state: item.state,
    state_reason: item.state_reason,
    updated_at: item.updated_at.toISOString(),
  };
}

/** The seller's view leaves out whose it is (the seller knows). */
export const toSellerStockProduct = (row: StockJoined) => {
  const { account_id: _account, ...rest } = toStockProduct(row);
  return rest;
};

type OperatorColumns = { id: number; email: string; first_name: string; last_name: string } | null;

/** A journal row as operators read it: who counted or changed it, when an operator did. */
export const toStockMovement = ({
  movement: m,
  operator,
}: {
  movement: StockMovementRow;
  operator: OperatorColumns;
}): StockMovement => ({
  id: m.id,
  in_stock_delta: m.in_stock_delta,
  on_the_way_delta: m.on_the_way_delta,
  reason: m.reason,
  note: m.note,
  shipment_number: m.shipment_id === null ? null : shipmentNumber(m.shipment_id),
  disposal_id: m.disposal_id,
  created_at: m.created_at.toISOString(),
  operator: operator ? toPerson(operator) : null,
});
