import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RequisitesView, WithdrawalMethod, WithdrawalStatus } from '@cabinet/contracts/withdrawals';
import { accounts, users } from '../../account/account.schema.ts';
import { holds, journals } from '../ledger/ledger.schema.ts';

/**
 * What a seller keeps per withdrawal method. A card is kept as its last four digits, brand, holder and an opaque
 * token — never the number; a bank account in full (the payout needs it); a wallet as the linked account's id.
 */
export type StoredRequisites =
  | { method: 'card'; brand: string; last4: string; holder_name: string; token: string }
  | Extract<RequisitesView, { method: 'bank' }>
  | Extract<RequisitesView, { method: 'wallet' }>;

export const withdrawalRequisites = pgTable(
  'withdrawal_requisites',
  {
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    method: text().$type<WithdrawalMethod>().notNull(),
    data: jsonb().$type<StoredRequisites>().notNull(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.method] })],
);

/** Limits and fee of a method as operators set them; a method without a row uses the defaults in code. */
export const withdrawalMethodSettings = pgTable('withdrawal_method_settings', {
  method: text().$type<WithdrawalMethod>().primaryKey(),
  enabled: boolean().notNull(),
  min_amount: bigint({ mode: 'number' }).notNull(),
  max_amount: bigint({ mode: 'number' }).notNull(),
  /** Hundredths of a percent: 100 = 1 %. */
  fee_basis_points: integer().notNull(),
  fee_minimum: bigint({ mode: 'number' }).notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The withdrawal agreement (§2 /withdrawal-agreements), accepted once per version by the account. */
export const withdrawalAgreementAcceptances = pgTable(
  'withdrawal_agreement_acceptances',
  {
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    accepted_by: integer().references(() => users.id, { onDelete: 'set null' }),
    accepted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.version] })],
);

/**
 * A withdrawal ("withdrawal invoice"): the amount and the fee sit on two holds (purpose `withdrawal`, shown as
 * frozen) until an operator pays (captured to payouts and to fee revenue) or rejects, or the seller cancels
 * (both released). `requisites` is the snapshot the seller confirmed; a correction replaces it on resubmission.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    method: text().$type<WithdrawalMethod>().notNull(),
    status: text().$type<WithdrawalStatus>().notNull().default('pending'),
    amount: bigint({ mode: 'number' }).notNull(),
    fee: bigint({ mode: 'number' }).notNull(),
    payout_currency: text().$type<'USD' | 'UAH'>().notNull(),
    payout_amount: bigint({ mode: 'number' }).notNull(),
    /** UAH for one USD, when the payout is in hryvnias. */
    rate: numeric({ precision: 18, scale: 6 }),
    rate_date: text(),
    requisites: jsonb().$type<StoredRequisites>().notNull(),
    hold_id: integer()
      .notNull()
      .references(() => holds.id),
    fee_hold_id: integer().references(() => holds.id),
    /** Why it was rejected, or what must be corrected. */
    reason: text(),
    correction_requested_at: timestamp({ withTimezone: true }),
    payout_journal_id: integer().references(() => journals.id),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    resolved_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.payout_amount} > 0`),
    check('withdrawals_fee_hold', sql`(${t.fee} = 0) = (${t.fee_hold_id} is null)`),
    index('withdrawals_account_idx').on(t.account_id, t.created_at.desc(), t.id.desc()),
    index('withdrawals_status_idx').on(t.status, t.created_at),
  ],
);
