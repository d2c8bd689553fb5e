import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db/client.ts';

/**
 * The invariants of ARCHITECTURE §5, checked in the database itself; returns one line per violation (empty when
 * the ledger is sound). Used by the model test, the concurrency tests and the transfer benchmark.
 */
export async function checkLedgerInvariants(db: Db, scope?: { accountIds: number[] }): Promise<string[]> {
  // Scoped to some sellers: their accounts and journals only (the provider's accounts are checked unscoped).
  const ids = scope
    ? sql.join(
        scope.accountIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : null;
  const ofJournal = ids ? sql`where journal_id in (select id from journals where account_id in (${ids}))` : sql``;
  const ofAccount = ids ? sql`and a.account_id in (${ids})` : sql``;
  const ofSeller = ids ? sql`and account_id in (${ids})` : sql``;
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`
    select 'journal ' || journal_id || ' does not sum to zero in ' || currency as problem
      from entries ${ofJournal} group by journal_id, currency having sum(amount) <> 0
    union all
    select 'ledger account ' || a.id || ' stores ' || a.balance || ' but its entries sum to ' || coalesce(s.total, 0)
      from ledger_accounts a left join lateral (
        select sum(amount) as total from entries e where e.ledger_account_id = a.id
      ) s on true
      where a.balance <> coalesce(s.total, 0) ${ofAccount}
    union all
    select 'ledger account ' || id || ' (' || kind || ') is below its floor: ' || balance
      from ledger_accounts
      where account_id is not null ${ofSeller} and balance < case when kind = 'available' then min_balance else 0 end
    union all
    select 'hold account of seller ' || a.account_id || ' holds ' || a.balance || ' but open holds total ' || coalesce(h.total, 0)
      from ledger_accounts a left join (
        select account_id, currency, sum(amount) as total from holds where status = 'active' ${ofSeller} group by 1, 2
      ) h on h.account_id = a.account_id and h.currency = a.currency
      where a.kind = 'hold' and a.balance <> coalesce(h.total, 0) ${ofAccount}
    union all
    select 'journal ' || reversal_of || ' is reversed more than once'
      from journals where reversal_of is not null ${ofSeller} group by reversal_of having count(*) > 1
  `,
  );
  return rows.map((r) => r.problem);
}
