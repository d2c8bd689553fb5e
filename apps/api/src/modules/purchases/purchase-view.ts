import { moneyOf } from '@cabinet/contracts/money-math';
import { canMovePurchase, type Purchase, type PurchaseStatus } from '@cabinet/contracts/purchases';
import { AppError } from '../../platform/errors.ts';
import type { PurchaseRow } from './purchases.schema.ts';

const maybeMoney = (minor: number | null) => (minor === null ? null : moneyOf(minor));

/** The row as the seller and the desk see it (cents as money, dates as ISO text). */
export function purchaseView(row: PurchaseRow): Purchase {
  const quoted = row.quote_total !== null && row.quote_expires_at !== null;
  return {
    id: row.id,
    status: row.status,
    items: row.items.map((item) => ({
      url: item.url,
      title: item.title,
      options: item.options,
      quantity: item.quantity,
      expected_price: maybeMoney(item.expected_price),
      notes: item.notes,
      price: maybeMoney(item.price),
      bought: item.bought,
    })),
    quote: quoted
      ? {
          items: moneyOf(row.quote_items ?? 0),
          sales_tax: moneyOf(row.quote_sales_tax ?? 0),
          us_shipping: moneyOf(row.quote_us_shipping ?? 0),
          fee: moneyOf(row.quote_fee ?? 0),
          total: moneyOf(row.quote_total!),
          expires_at: row.quote_expires_at!.toISOString(),
        }
      : null,
    paid: maybeMoney(row.paid),
    refunded: row.refunded > 0 ? moneyOf(row.refunded) : null,
    shop_order_number: row.shop_order_number,
    tracking: row.tracking,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Refuses a move the state machine does not allow (docs/purchases.md). */
export function assertMove(from: PurchaseStatus, to: PurchaseStatus): void {
  if (!canMovePurchase(from, to)) throw new AppError(409, 'purchase_bad_move');
}
