import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReturnClaimStatus, ReturnDecision, ReturnStatus } from '@cabinet/contracts/returns';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { accounts, users } from '../account/account.schema.ts';
import { addressBook } from '../addresses/addresses.schema.ts';

/**
 * §3 Return (docs/returns.md): a parcel back at the US warehouse. `account_id` is null while it is unidentified.
 * Storage is paid up to `storage_paid_until` (a warehouse day): the free days from assignment, then what the
 * decision charged (`storage_charged`, USD cents, journal `storage_journal_id`).
 */
export const returns = pgTable(
  'returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    account_id: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<ReturnStatus>().notNull(),
    shipment_number: text(),
    carrier: text().notNull(),
    tracking_number: text().notNull(),
    sender_name: text().notNull().default(''),
    note: text().notNull().default(''),
    arrived_at: date({ mode: 'string' }).notNull(),
    assigned_at: timestamp({ withTimezone: true }),
    storage_paid_until: date({ mode: 'string' }),
    storage_charged: bigint({ mode: 'number' }).notNull().default(0),
    storage_journal_id: integer(),
    decision: text().$type<ReturnDecision>(),
    decision_comment: text().notNull().default(''),
    decided_at: timestamp({ withTimezone: true }),
    decided_by: integer().references(() => users.id, { onDelete: 'set null' }),
    processed_at: timestamp({ withTimezone: true }),
    processed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_number_key').on(t.number),
    index('returns_account_idx').on(t.account_id, t.status, t.arrived_at.desc()),
    index('returns_status_idx').on(t.status, t.arrived_at.desc()),
    check('returns_owner', sql`(${t.status} = 'unidentified') = (${t.account_id} is null)`),
    check('returns_decided', sql`(${t.status} in ('decided', 'processed')) = (${t.decision} is not null)`),
  ],
);
export type ReturnRow = typeof returns.$inferSelect;

export const returnItems = pgTable(
  'return_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    return_id: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index('return_items_return_idx').on(t.return_id), check('return_items_quantity', sql`${t.quantity} > 0`)],
);
export type ReturnItemRow = typeof returnItems.$inferSelect;

/** A distribution decision: per recipient (a snapshot of the address-book entry) the items and quantities. */
export const returnDistributions = pgTable(
  'return_distributions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    return_id: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    recipient_id: integer().references(() => addressBook.id, { onDelete: 'set null' }),
    recipient: jsonb().$type<{ id: number; name: string; country: string; city: string }>().notNull(),
    items: jsonb().$type<{ item_id: number; name: string; quantity: number }[]>().notNull(),
  },
  (t) => [index('return_distributions_return_idx').on(t.return_id)],
);
export type ReturnDistributionRow = typeof returnDistributions.$inferSelect;

/** A seller's claim that an unidentified return is theirs, with uploaded proof (§5). */
export const returnClaims = pgTable(
  'return_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    return_id: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    files: jsonb().$type<AttachedFile[]>().notNull(),
    status: text().$type<ReturnClaimStatus>().notNull().default('pending'),
    reason: text(),
    decided_by: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending claim per seller and return, however many requests race.
    uniqueIndex('return_claims_one_pending')
      .on(t.return_id, t.account_id)
      .where(sql`${t.status} = 'pending'`),
    index('return_claims_status_idx').on(t.status, t.created_at),
    index('return_claims_account_idx').on(t.account_id, t.return_id),
  ],
);
export type ReturnClaimRow = typeof returnClaims.$inferSelect;
