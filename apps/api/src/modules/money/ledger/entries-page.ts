import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { Db } from '../../../platform/db/client.ts';
import { entries, journals, ledgerAccounts } from './ledger.schema.ts';

/**
 * One page of the entries on the ledger accounts `where` picks (newest first), with their journal's kind and meta and
 * the balance after each, and how many there are in all: the history of a cashback account or of a fee card.
 */
export async function ledgerEntriesPage(db: Db, where: SQL | undefined, q: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: entries.id,
        journal_id: journals.id,
        kind: journals.kind,
        meta: journals.meta,
        amount: entries.amount,
        balance_after: entries.balance_after,
        created_at: journals.created_at,
      })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
      .innerJoin(journals, eq(entries.journal_id, journals.id))
      .where(where)
      .orderBy(desc(entries.id))
      .limit(q.on_page)
      .offset((q.page - 1) * q.on_page),
    db
      .select({ n: count() })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
