import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApprovalKind, ApprovalStatus } from '@cabinet/contracts/approvals';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { withdrawals } from '../withdrawals/withdrawals.schema.ts';

/**
 * A payout or a credit/debit above the approval threshold, waiting for a second operator (issue 23, four eyes).
 * Nothing moves while it is pending; approving does the operation in the same transaction that closes the request
 * (`journal_id`); one pending request per withdrawal, however many operators press "Pay" at once.
 */
export const opsApprovals = pgTable(
  'ops_approvals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<ApprovalKind>().notNull(),
    status: text().$type<ApprovalStatus>().notNull().default('pending'),
    /** The seller whose balance it moves. */
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** USD minor units: the withdrawal's amount, or the credit or debit. */
    amount: bigint({ mode: 'number' }).notNull(),
    withdrawal_id: integer().references(() => withdrawals.id, { onDelete: 'restrict' }),
    direction: text().$type<'credit' | 'debit'>(),
    /** The reason of a credit or debit, which the seller reads once it is done. */
    reason: text(),
    requested_by: integer().references(() => users.id, { onDelete: 'set null' }),
    requested_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decided_by: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true }),
    refusal_reason: text(),
    journal_id: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('ops_approvals_amount_positive', sql`${t.amount} > 0`),
    check(
      'ops_approvals_kind',
      sql`(${t.kind} = 'payout' and ${t.withdrawal_id} is not null and ${t.direction} is null)
        or (${t.kind} = 'adjustment' and ${t.withdrawal_id} is null and ${t.direction} is not null and ${t.reason} is not null)`,
    ),
    check('ops_approvals_approved', sql`(${t.status} = 'approved') = (${t.journal_id} is not null)`),
    uniqueIndex('ops_approvals_one_pending_payout')
      .on(t.withdrawal_id)
      .where(sql`${t.status} = 'pending'`),
    index('ops_approvals_status_idx').on(t.status, t.requested_at),
    index('ops_approvals_withdrawal_idx').on(t.withdrawal_id),
  ],
);
