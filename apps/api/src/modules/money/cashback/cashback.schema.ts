import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CashbackKind } from '@cabinet/contracts/cashback';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/** The operator's cashback rates, per kind of charge; a kind without a row earns the default rate. */
export const cashbackRules = pgTable(
  'cashback_rules',
  {
    kind: text().$type<CashbackKind>().primaryKey(),
    /** Hundredths of a percent: 250 = 2.5 % of the charge. */
    rate_bp: integer().notNull(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('cashback_rules_rate', sql`${t.rate_bp} between 0 and 5000`)],
);

/**
 * Cashback earned by one charge: at most one per charge journal, remembered with the rate it was earned at, and
 * the journal that took it back when the charge was reversed.
 */
export const cashbackAccruals = pgTable(
  'cashback_accruals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    charge_journal_id: integer()
      .notNull()
      .unique()
      .references(() => journals.id, { onDelete: 'restrict' }),
    accrual_journal_id: integer()
      .notNull()
      .unique()
      .references(() => journals.id, { onDelete: 'restrict' }),
    charge_amount: bigint({ mode: 'number' }).notNull(),
    rate_bp: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    clawback_journal_id: integer().references(() => journals.id, { onDelete: 'restrict' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('cashback_accruals_positive', sql`${t.amount} > 0`),
    index('cashback_accruals_account_idx').on(t.account_id, t.created_at.desc()),
  ],
);
