import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { BALANCE_CURRENCY, type LogQuery } from '@cabinet/contracts/money';
import type { Db } from '../../../platform/db/client.ts';
import { entries, holds, journals, ledgerAccounts, moneySettings } from '../ledger/ledger.schema.ts';

/** A date range of the logs, as [from 00:00 UTC, the day after `to` 00:00 UTC). */
function createdWithin(column: typeof journals.created_at | typeof holds.created_at, q: LogQuery): SQL[] {
  const where: SQL[] = [];
  if (q.date_from) where.push(gte(column, new Date(`${q.date_from}T00:00:00Z`)));
  if (q.date_to) where.push(lt(column, new Date(Date.parse(`${q.date_to}T00:00:00Z`) + 86_400_000)));
  return where;
}

/** Queries behind the balance and its logs; every one is scoped to one seller account. */
export class BalanceRepository {
  constructor(private readonly db: Db) {}

  async snapshot(accountId: number) {
    const [accountsRows, holdRows, [settings]] = await Promise.all([
      this.db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance, min: ledgerAccounts.min_balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.account_id, accountId), eq(ledgerAccounts.currency, BALANCE_CURRENCY))),
      this.db
        .select({ purpose: holds.purpose, total: sql<string>`sum(${holds.amount})` })
        .from(holds)
        .where(and(eq(holds.account_id, accountId), eq(holds.status, 'active')))
        .groupBy(holds.purpose),
      this.db.select().from(moneySettings).where(eq(moneySettings.account_id, accountId)),
    ]);
    const of = (kind: string) => accountsRows.filter((a) => a.kind === kind).reduce((s, a) => s + a.balance, 0);
    const held = (purpose: string) => Number(holdRows.find((h) => h.purpose === purpose)?.total ?? 0);
    return {
      available: of('available'),
      minimum: accountsRows.find((a) => a.kind === 'available')?.min ?? 0,
      waiting: of('waiting'),
      blocked: of('blocked'),
      cashback: of('cashback'),
      frozen: held('withdrawal'),
      willBeRemoved: held('charge'),
      withdrawalBlocked: settings?.withdrawal_blocked ?? false,
      withdrawalBlockReason: settings?.withdrawal_blocked ? settings.withdrawal_block_reason : '',
    };
  }

  /** Entries on the seller's available balance, newest first. */
  async balanceLog(accountId: number, q: LogQuery, paged = true) {
    const where = and(
      eq(ledgerAccounts.account_id, accountId),
      eq(ledgerAccounts.kind, 'available'),
      ...createdWithin(journals.created_at, q),
      q.kind ? eq(journals.kind, q.kind as never) : undefined,
    );
    const base = () =>
      this.db
        .select({
          id: entries.id,
          journal_id: journals.id,
          kind: journals.kind,
          description: journals.description,
          currency: entries.currency,
          amount: entries.amount,
          balance_after: entries.balance_after,
          created_at: journals.created_at,
        })
        .from(entries)
        .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
        .innerJoin(journals, eq(entries.journal_id, journals.id))
        .where(where)
        .orderBy(desc(entries.id));
    const [rows, [total]] = await Promise.all([
      paged
        ? base()
            .limit(q.on_page)
            .offset((q.page - 1) * q.on_page)
        : base().limit(100_000),
      this.db
        .select({ n: count() })
        .from(entries)
        .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
        .innerJoin(journals, eq(entries.journal_id, journals.id))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The seller's holds, newest first. */
  async holdLog(accountId: number, q: LogQuery, paged = true) {
    const where = and(
      eq(holds.account_id, accountId),
      ...createdWithin(holds.created_at, q),
      q.kind ? eq(holds.kind, q.kind as never) : undefined,
    );
    const base = () => this.db.select().from(holds).where(where).orderBy(desc(holds.id));
    const [rows, [total]] = await Promise.all([
      paged
        ? base()
            .limit(q.on_page)
            .offset((q.page - 1) * q.on_page)
        : base().limit(100_000),
      this.db.select({ n: count() }).from(holds).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
