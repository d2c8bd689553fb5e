import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookType, VariationType } from '@cabinet/contracts/addresses';
import { accounts } from '../account/account.schema.ts';

/**
 * §3 "Address book item": a seller's saved sender or recipient. `state` is a USPS code (US) or an ISO 3166-2 code
 * (UA), free text elsewhere; empty optional fields are ''. At most one default sender per account.
 */
export const addressBook = pgTable(
  'address_book',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    book_type: text().$type<BookType>().notNull(),
    variation_type: text().$type<VariationType>().notNull(),
    company_name: text().notNull().default(''),
    /** A Ukrainian company's EDRPOU code (8 digits), which Ukrposhta needs for a company sender; '' if none. */
    edrpou: text().notNull().default(''),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    country: text().notNull(),
    state: text().notNull().default(''),
    city: text().notNull(),
    zip: text().notNull().default(''),
    address_line1: text().notNull(),
    address_line2: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    is_default: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('address_book_default_is_sender', sql`not ${t.is_default} or ${t.book_type} = 'sender'`),
    uniqueIndex('address_book_one_default_sender')
      .on(t.account_id)
      .where(sql`${t.is_default}`),
    index('address_book_account_idx').on(t.account_id, t.book_type, t.id),
  ],
);
