import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/** A transfer between two sellers (§2 /send-money): one journal, sender available → recipient available. */
export const transfers = pgTable(
  'transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    from_account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    to_account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    comment: text().notNull().default(''),
    journal_id: integer()
      .notNull()
      .references(() => journals.id),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transfers_positive', sql`${t.amount} > 0`),
    check('transfers_not_self', sql`${t.from_account_id} <> ${t.to_account_id}`),
    index('transfers_from_idx').on(t.from_account_id, t.created_at.desc()),
    index('transfers_to_idx').on(t.to_account_id, t.created_at.desc()),
  ],
);
