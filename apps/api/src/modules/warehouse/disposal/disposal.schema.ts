import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DisposalStatus } from '@cabinet/contracts/disposal';
import { accounts, users } from '../../account/account.schema.ts';
import { products } from '../../catalog/products/products.schema.ts';

/** §3 Disposal request: the seller asks the US warehouse to destroy stock (docs/warehouse.md "Disposal"). */
export const disposalRequests = pgTable(
  'disposal_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<DisposalStatus>().notNull().default('pending'),
    comment: text().notNull().default(''),
    /** The operator's reason for a rejection. */
    reason: text().notNull().default(''),
    /** USD cents: the fee per unit when requested × units; what completion charges. */
    fee: bigint({ mode: 'number' }).notNull(),
    journal_id: integer(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp({ withTimezone: true }),
    completed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('disposal_requests_account_idx').on(t.account_id, t.created_at.desc()),
    index('disposal_requests_status_idx').on(t.status, t.created_at),
    check('disposal_requests_fee', sql`${t.fee} >= 0`),
  ],
);
export type DisposalRequestRow = typeof disposalRequests.$inferSelect;

export const disposalItems = pgTable(
  'disposal_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    request_id: integer()
      .notNull()
      .references(() => disposalRequests.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [
    index('disposal_items_request_idx').on(t.request_id),
    index('disposal_items_product_idx').on(t.product_id),
    check('disposal_items_quantity', sql`${t.quantity} > 0`),
  ],
);
export type DisposalItemRow = typeof disposalItems.$inferSelect;
