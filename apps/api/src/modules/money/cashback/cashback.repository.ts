import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CashbackKind } from '@cabinet/contracts/cashback';
import type { PageQuery } from '@cabinet/contracts/common';
import { BALANCE_CURRENCY } from '@cabinet/contracts/money';
import type { Db } from '../../../platform/db/client.ts';
import { accounts } from '../../account/account.schema.ts';
import { entries, journals, ledgerAccounts } from '../ledger/ledger.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { ledgerEntriesPage } from '../ledger/entries-page.ts';
import { cashbackAccruals, cashbackRules } from './cashback.schema.ts';

const cashbackAccountOf = (accountId: number) =>
  and(
    eq(ledgerAccounts.account_id, accountId),
    eq(ledgerAccounts.kind, 'cashback'),
    eq(ledgerAccounts.currency, BALANCE_CURRENCY),
    eq(ledgerAccounts.ref, ''),
  );

/** Queries of cashback: the rates, the accruals and the seller's cashback account. */
export class CashbackRepository {
  constructor(private readonly db: Db) {}

  rules(tx: Tx | Db = this.db) {
    return tx.select().from(cashbackRules);
  }

  async saveRules(rules: { kind: CashbackKind; rate_bp: number }[], operatorId: number, at: Date) {
    await this.db.transaction(async (tx) => {
      for (const rule of rules) {
        const values = { rate_bp: rule.rate_bp, updated_by: operatorId, updated_at: at };
        await tx
          .insert(cashbackRules)
          .values({ kind: rule.kind, ...values })
          .onConflictDoUpdate({ target: cashbackRules.kind, set: values });
      }
    });
  }

  async journal(tx: Tx, journalId: number) {
    const [row] = await tx
      .select({
        id: journals.id,
        account_id: journals.account_id,
        kind: journals.kind,
        reversal_of: journals.reversal_of,
      })
      .from(journals)
      .where(eq(journals.id, journalId));
    return row;
  }

  /** What a journal took from the seller: the net of its entries on the seller's own accounts (≤ 0 → nothing). */
  async charged(tx: Tx, journalId: number, accountId: number): Promise<number> {
    const [row] = await tx
      .select({ net: sql<string | null>`sum(${entries.amount})` })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
      .where(
        and(
          eq(entries.journal_id, journalId),
          eq(ledgerAccounts.account_id, accountId),
          eq(entries.currency, BALANCE_CURRENCY),
        ),
      );
    return -Number(row?.net ?? 0);
  }

  async accrualOfCharge(tx: Tx, chargeJournalId: number) {
    const [row] = await tx
      .select()
      .from(cashbackAccruals)
      .where(eq(cashbackAccruals.charge_journal_id, chargeJournalId));
    return row;
  }

  async insertAccrual(tx: Tx, row: typeof cashbackAccruals.$inferInsert) {
    await tx.insert(cashbackAccruals).values(row);
  }

  /** The charge's accrual not yet taken back, locked. */
  async lockOpenAccrual(tx: Tx, chargeJournalId: number) {
    const [row] = await tx
      .select()
      .from(cashbackAccruals)
      .where(and(eq(cashbackAccruals.charge_journal_id, chargeJournalId), isNull(cashbackAccruals.clawback_journal_id)))
      .for('update');
    return row;
  }

  async markClawedBack(tx: Tx, where: { id: number } | { accrualJournalId: number }, clawbackJournalId: number) {
    await tx
      .update(cashbackAccruals)
      .set({ clawback_journal_id: clawbackJournalId })
      .where(
        and(
          'id' in where
            ? eq(cashbackAccruals.id, where.id)
            : eq(cashbackAccruals.accrual_journal_id, where.accrualJournalId),
          isNull(cashbackAccruals.clawback_journal_id),
        ),
      );
  }

  /** The seller's cashback balance, locked until the transaction ends (0 when there is no account yet). */
  async lockCashbackBalance(tx: Tx, accountId: number): Promise<number> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(cashbackAccountOf(accountId))
      .for('update');
    return row?.balance ?? 0;
  }

  async cashbackBalance(accountId: number): Promise<number> {
    const [row] = await this.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(cashbackAccountOf(accountId));
    return row?.balance ?? 0;
  }

  /** Entries on the seller's cashback account, newest first. */
  async history(accountId: number, q: PageQuery) {
    const where = cashbackAccountOf(accountId);
    return ledgerEntriesPage(this.db, where, q);
  }

  async accountExists(accountId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    return Boolean(row);
  }
}
