import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Currency, HoldPurpose, HoldStatus, JournalKind } from '@cabinet/contracts/money';
import { accounts, users } from '../../account/account.schema.ts';

/**
 * What a ledger account holds. A seller's money lives in `available`, `hold`, `waiting`, `blocked`, `cashback` and
 * one `fee_card` per card (ref = card id); the rest belong to the provider (account_id null) and are where money
 * comes from or goes to: card and bank clearing, payouts, revenue, adjustments.
 */
export const customerLedgerKinds = ['available', 'hold', 'waiting', 'blocked', 'cashback', 'fee_card'] as const;
export const systemLedgerKinds = ['clearing', 'payouts', 'revenue', 'cashback_expense', 'adjustments'] as const;
export type CustomerLedgerKind = (typeof customerLedgerKinds)[number];
export type SystemLedgerKind = (typeof systemLedgerKinds)[number];
export type LedgerKind = CustomerLedgerKind | SystemLedgerKind;

/**
 * ARCHITECTURE §5. `balance` is the sum of the account's entries, changed only in the transaction that writes
 * them, under `FOR UPDATE` taken in id order. `min_balance` bounds the seller's `available` (0 by default; negative
 * is a credit line); every other customer account stays ≥ 0; provider accounts are unbounded.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    kind: text().$type<LedgerKind>().notNull(),
    currency: text().$type<Currency>().notNull(),
    ref: text().notNull().default(''),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    min_balance: bigint({ mode: 'number' }).notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_identity').on(t.account_id, t.kind, t.currency, t.ref).nullsNotDistinct(),
    check(
      'ledger_accounts_owner',
      sql`(${t.account_id} is null) = (${t.kind} in ('clearing','payouts','revenue','cashback_expense','adjustments'))`,
    ),
  ],
);

/** One business operation. Its entries sum to zero per currency. A correction is a new journal reversing it. */
export const journals = pgTable(
  'journals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The seller the operation belongs to (the payer of a transfer); null for provider-only movements. */
    account_id: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    kind: text().$type<JournalKind>().notNull(),
    description: text().notNull().default(''),
    meta: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Unique: a journal is reversed at most once, however many reversals race. */
    reversal_of: integer().unique(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journals_account_idx').on(t.account_id, t.created_at.desc())],
);

/** Append-only: signed amounts in minor units, with the account's balance right after this entry. */
export const entries = pgTable(
  'entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    journal_id: integer()
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    ledger_account_id: integer()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: text().$type<Currency>().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    balance_after: bigint({ mode: 'number' }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('entries_not_zero', sql`${t.amount} <> 0`),
    index('entries_account_idx').on(t.ledger_account_id, t.created_at.desc(), t.id.desc()),
    index('entries_journal_idx').on(t.journal_id),
  ],
);

/** Money set aside on the `hold` account until it is captured or released — exactly once. */
export const holds = pgTable(
  'holds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    currency: text().$type<Currency>().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    purpose: text().$type<HoldPurpose>().notNull(),
    kind: text().$type<JournalKind>().notNull(),
    description: text().notNull().default(''),
    status: text().$type<HoldStatus>().notNull().default('active'),
    hold_journal_id: integer()
      .notNull()
      .references(() => journals.id),
    resolve_journal_id: integer().references(() => journals.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('holds_positive', sql`${t.amount} > 0`),
    check('holds_resolved', sql`(${t.status} = 'active') = (${t.resolve_journal_id} is null)`),
    index('holds_account_idx').on(t.account_id, t.created_at.desc()),
  ],
);

/** Per-seller money settings an operator controls (§6 "Withdrawals can be blocked"). */
export const moneySettings = pgTable('money_settings', {
  account_id: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  withdrawal_blocked: boolean().notNull().default(false),
  withdrawal_block_reason: text().notNull().default(''),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
