import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { INT32_MAX, type PageQuery } from '@cabinet/contracts/common';
import { BALANCE_CURRENCY } from '@cabinet/contracts/money';
import type { Person } from '@cabinet/contracts/common';
import type { Db } from '../../../platform/db/client.ts';
import { toPerson } from '../../account/people.ts';
import { accounts, users } from '../../account/account.schema.ts';
import { entries, journals, ledgerAccounts, moneySettings } from '../ledger/ledger.schema.ts';

/** Sellers as operators find them: by e-mail, name, company or account number. */
export class MoneyOpsRepository {
  constructor(private readonly db: Db) {}

  async list(q: PageQuery & { search?: string }, id?: number) {
    const term = q.search ? `%${q.search.replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = and(
      eq(users.role, 'owner'),
      id !== undefined ? eq(accounts.id, id) : undefined,
      term
        ? or(
            ilike(users.email, term),
            ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, term),
            ilike(accounts.company_name, term),
            // An account number fits its 32-bit column; a longer run of digits can only match the texts above.
            /^\d{1,10}$/.test(q.search!) && Number(q.search) <= INT32_MAX
              ? eq(accounts.id, Number(q.search))
              : undefined,
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: accounts.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          company_name: accounts.company_name,
          available: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith(Number),
          withdrawal_blocked: sql<boolean>`coalesce(${moneySettings.withdrawal_blocked}, false)`,
          withdrawal_block_reason: sql<string>`coalesce(${moneySettings.withdrawal_block_reason}, '')`,
        })
        .from(accounts)
        .innerJoin(users, eq(users.account_id, accounts.id))
        .leftJoin(
          ledgerAccounts,
          and(
            eq(ledgerAccounts.account_id, accounts.id),
            eq(ledgerAccounts.kind, 'available'),
            eq(ledgerAccounts.currency, BALANCE_CURRENCY),
          ),
        )
        .leftJoin(moneySettings, eq(moneySettings.account_id, accounts.id))
        .where(where)
        .orderBy(asc(accounts.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(accounts).innerJoin(users, eq(users.account_id, accounts.id)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Saves the settings; answers the withdrawal block as it was before (read under the row's lock). */
  async saveSettings(
    accountId: number,
    s: { minimum: number; blocked: boolean; reason: string },
    at: Date,
  ): Promise<{ blocked: boolean; reason: string }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ blocked: moneySettings.withdrawal_blocked, reason: moneySettings.withdrawal_block_reason })
        .from(moneySettings)
        .where(eq(moneySettings.account_id, accountId))
        .for('update');
      await tx
        .insert(moneySettings)
        .values({
          account_id: accountId,
          withdrawal_blocked: s.blocked,
          withdrawal_block_reason: s.reason,
          updated_at: at,
        })
        .onConflictDoUpdate({
          target: moneySettings.account_id,
          set: { withdrawal_blocked: s.blocked, withdrawal_block_reason: s.reason, updated_at: at },
        });
      await tx
        .insert(ledgerAccounts)
        .values({ account_id: accountId, kind: 'available', currency: BALANCE_CURRENCY, min_balance: s.minimum })
        .onConflictDoUpdate({
          target: [ledgerAccounts.account_id, ledgerAccounts.kind, ledgerAccounts.currency, ledgerAccounts.ref],
          set: { min_balance: s.minimum },
        });
      return before ?? { blocked: false, reason: '' };
    });
  }

  /** A journal with what it did to its seller's available balance (null when there is no such journal). */
  async journal(journalId: number) {
    const [row] = await this.db
      .select({
        account_id: journals.account_id,
        kind: journals.kind,
        description: journals.description,
        available: sql<number>`coalesce((select sum(e.amount) from entries e
          join ledger_accounts la on la.id = e.ledger_account_id
          where e.journal_id = ${journalId} and la.kind = 'available'), 0)`.mapWith(Number),
      })
      .from(journals)
      .where(eq(journals.id, journalId));
    return row ?? null;
  }

  /** Of these journals: which were reversed, and which touch a hold (never reversed: holds are released). */
  async reversalState(journalIds: number[]): Promise<{ reversed: Set<number>; onHold: Set<number> }> {
    if (journalIds.length === 0) return { reversed: new Set(), onHold: new Set() };
    const [reversed, onHold] = await Promise.all([
      this.db.select({ id: journals.reversal_of }).from(journals).where(inArray(journals.reversal_of, journalIds)),
      this.db
        .selectDistinct({ id: entries.journal_id })
        .from(entries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, entries.ledger_account_id))
        .where(and(inArray(entries.journal_id, journalIds), eq(ledgerAccounts.kind, 'hold'))),
    ]);
    return { reversed: new Set(reversed.map((r) => r.id!)), onHold: new Set(onHold.map((r) => r.id)) };
  }

  /** The operator who made each of these journals, if an operator did (not the seller, not the system). */
  async journalOperators(journalIds: readonly number[]): Promise<Map<number, Person>> {
    if (journalIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        journal: journals.id,
        id: users.id,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(journals)
      .innerJoin(users, and(eq(users.id, journals.created_by), eq(users.role, 'operator')))
      .where(inArray(journals.id, [...journalIds]));
    return new Map(rows.map((r) => [r.journal, toPerson(r)]));
  }
}
