import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { FeeCardStatus } from '@cabinet/contracts/fee-cards';
import { accounts } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/**
 * A seller's virtual card for marketplace fees. Its money is the seller's `fee_card` ledger account with
 * ref = card id; the card's number stays at the issuer (we keep the BIN and the last four digits).
 */
export const feeCards = pgTable(
  'fee_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    label: text().notNull(),
    issuer: text().notNull(),
    /** The issuer's card: unknown (null) while the card is `issuing`, i.e. paid for but not yet issued. */
    issuer_token: text().unique(),
    brand: text(),
    bin: text(),
    last4: text(),
    expiry_month: integer(),
    expiry_year: integer(),
    status: text().$type<FeeCardStatus>().notNull().default('active'),
    /** Spending fetched from the issuer up to here (§9: once a day). */
    balance_refreshed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    closed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('fee_cards_closed', sql`(${t.status} = 'closed') = (${t.closed_at} is not null)`),
    check('fee_cards_issued', sql`${t.status} = 'issuing' or ${t.status} = 'closed' or ${t.issuer_token} is not null`),
    index('fee_cards_account_idx').on(t.account_id, t.created_at.desc()),
  ],
);

/** A marketplace fee paid with a card, as the issuer reported it; posted to the ledger exactly once. */
export const feeCardCharges = pgTable(
  'fee_card_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    card_id: integer()
      .notNull()
      .references(() => feeCards.id, { onDelete: 'restrict' }),
    issuer_charge_id: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    merchant: text().notNull(),
    charged_at: timestamp({ withTimezone: true }).notNull(),
    journal_id: integer()
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [unique('fee_card_charges_once').on(t.card_id, t.issuer_charge_id)],
);

/**
 * Money the ledger has moved onto a card (a first load on issuing, or a top-up) and the issuer has yet to confirm.
 * The ledger moves first and this row is written in the same transaction; the issuer is called after the commit,
 * by reference, so a repeated call loads once. Until the issuer answers the load is `pending`: a crash in between
 * leaves it so, and the reconciliation finishes it (the issuer took it) or reverses it (the issuer refused).
 */
export const feeCardLoads = pgTable(
  'fee_card_loads',
  {
    journal_id: integer()
      .primaryKey()
      .references(() => journals.id, { onDelete: 'restrict' }),
    card_id: integer()
      .notNull()
      .references(() => feeCards.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'loaded', 'reversed'] })
      .notNull()
      .default('pending'),
    created_at: timestamp({ withTimezone: true }).notNull(),
    settled_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('fee_card_loads_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);
