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
    issuer_token: text().notNull().unique(),
    brand: text().notNull(),
    bin: text().notNull(),
    last4: text().notNull(),
    expiry_month: integer().notNull(),
    expiry_year: integer().notNull(),
    status: text().$type<FeeCardStatus>().notNull().default('active'),
    /** Spending fetched from the issuer up to here (§9: once a day). */
    balance_refreshed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    closed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('fee_cards_closed', sql`(${t.status} = 'closed') = (${t.closed_at} is not null)`),
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
