import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PurchaseStatus } from '@cabinet/contracts/purchases';
import { accounts } from '../account/account.schema.ts';

/** One item of a request as the seller asked for it, with what the operator quoted and bought (cents). */
export interface PurchaseItemRow {
  url: string;
  title: string;
  options: string;
  quantity: number;
  expected_price: number | null;
  notes: string;
  price: number | null;
  bought: number | null;
}

/** "Buy for me" requests (docs/purchases.md). Amounts in cents (USD). */
export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    status: text().$type<PurchaseStatus>().notNull(),
    items: jsonb().$type<PurchaseItemRow[]>().notNull(),
    /** The quote: the items' sum, US sales tax, US shipping, our fee and their total; when it lapses. */
    quote_items: bigint({ mode: 'number' }),
    quote_sales_tax: bigint({ mode: 'number' }),
    quote_us_shipping: bigint({ mode: 'number' }),
    quote_fee: bigint({ mode: 'number' }),
    quote_total: bigint({ mode: 'number' }),
    quote_expires_at: timestamp({ withTimezone: true }),
    /** The seller's payment: a hold on the balance, captured when bought; what came back. */
    hold_id: integer(),
    paid: bigint({ mode: 'number' }),
    refunded: bigint({ mode: 'number' }).notNull().default(0),
    shop_order_number: text(),
    tracking: text(),
    created_by: integer(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('purchases_account_idx').on(t.account_id, t.created_at.desc()),
    index('purchases_status_idx').on(t.status, t.updated_at),
  ],
);
export type PurchaseRow = typeof purchases.$inferSelect;
