import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClaimStatus, UnidentifiedPaymentStatus } from '@cabinet/contracts/lost-payments';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/** Money that arrived without saying whose it is (USD minor units), registered by an operator. */
export const unidentifiedPayments = pgTable(
  'unidentified_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    amount: bigint({ mode: 'number' }).notNull(),
    payer: text().notNull(),
    paid_on: date({ mode: 'string' }).notNull(),
    details: text().notNull().default(''),
    status: text().$type<UnidentifiedPaymentStatus>().notNull().default('open'),
    assigned_account_id: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    /** The journal that credited the seller: written once, when a claim is approved. */
    journal_id: integer()
      .unique()
      .references(() => journals.id, { onDelete: 'restrict' }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    assigned_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('unidentified_payments_amount_positive', sql`${t.amount} > 0`),
    check('unidentified_payments_assigned', sql`(${t.status} = 'assigned') = (${t.journal_id} is not null)`),
    index('unidentified_payments_status_idx').on(t.status, t.paid_on.desc()),
  ],
);

/** A seller's claim that an unidentified payment is theirs. */
export const unidentifiedClaims = pgTable(
  'unidentified_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    payment_id: integer()
      .notNull()
      .references(() => unidentifiedPayments.id, { onDelete: 'restrict' }),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    comment: text().notNull(),
    status: text().$type<ClaimStatus>().notNull().default('pending'),
    reason: text(),
    assigned_elsewhere: boolean().notNull().default(false),
    decided_by: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending claim per seller and payment, however many requests race.
    uniqueIndex('unidentified_claims_one_pending')
      .on(t.payment_id, t.account_id)
      .where(sql`${t.status} = 'pending'`),
    index('unidentified_claims_account_idx').on(t.account_id, t.created_at.desc()),
    index('unidentified_claims_status_idx').on(t.status, t.created_at),
  ],
);

/** A proof file of a claim, stored on disk under DATA_DIR/files/claims/<claim id>/. */
export const unidentifiedClaimFiles = pgTable(
  'unidentified_claim_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claim_id: integer()
      .notNull()
      .references(() => unidentifiedClaims.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    /** Relative to DATA_DIR/files. */
    storage_key: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unidentified_claim_files_claim_idx').on(t.claim_id)],
);
