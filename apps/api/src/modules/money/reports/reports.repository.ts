import { sql, type SQL } from 'drizzle-orm';
import { BALANCE_CURRENCY, type JournalKind } from '@cabinet/contracts/money';
import type { PaymentType } from '@cabinet/contracts/reports';
import { queryRows, type Db } from '../../../platform/db/client.ts';
import { entries, journals, ledgerAccounts } from '../ledger/ledger.schema.ts';

/** A half-open time range [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

/**
 * What the seller holds: available, frozen (on hold) and blocked. A journal that changes their sum is a payment;
 * one that only moves money between them (a withdrawal put on hold, a hold released, funds blocked) is not.
 */
const HELD_KINDS = sql.raw(`('available','hold','blocked')`);

/** The seller's payments: one row per journal, `net` = its effect on what the seller holds (≠ 0). */
function payments(accountId: number, range?: Range): SQL {
  return sql`
    select ${journals.id} as id, ${journals.kind} as kind, ${journals.description} as description,
           ${journals.created_at} as created_at, sum(${entries.amount}) as net
    from ${entries}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${entries.ledger_account_id}
    join ${journals} on ${journals.id} = ${entries.journal_id}
    where ${ledgerAccounts.account_id} = ${accountId}
      and ${ledgerAccounts.kind} in ${HELD_KINDS}
      and ${ledgerAccounts.currency} = ${BALANCE_CURRENCY}
      ${range ? sql`and ${entries.created_at} >= ${range.from.toISOString()} and ${entries.created_at} < ${range.to.toISOString()}` : sql``}
    group by ${journals.id}
    having sum(${entries.amount}) <> 0`;
}

const direction = (type: PaymentType) => (type === 'incoming' ? sql`net > 0` : sql`net < 0`);

interface PaymentRow {
  id: number;
  kind: JournalKind;
  description: string;
  created_at: Date | string;
  net: string | number;
}

export const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Reads of the ledger behind the payments list and the money reports; each is scoped to one seller. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  async payments(accountId: number, type: PaymentType, page: { page: number; on_page: number }) {
    const base = payments(accountId);
    const [rows, [total]] = await Promise.all([
      queryRows<PaymentRow>(
        this.db,
        sql`select * from (${base}) p where ${direction(type)} order by p.created_at desc, p.id desc
            limit ${page.on_page} offset ${(page.page - 1) * page.on_page}`,
      ),
      queryRows<{ n: string | number }>(this.db, sql`select count(*) as n from (${base}) p where ${direction(type)}`),
    ]);
    return { rows: rows.map(toPayment), total: Number(total?.n ?? 0) };
  }

  /** Every payment of one direction in the range, oldest first (the CSV of a report). */
  async paymentsWithin(accountId: number, type: PaymentType, range: Range) {
    const rows = await queryRows<PaymentRow>(
      this.db,
      sql`select * from (${payments(accountId, range)}) p where ${direction(type)}
          order by p.created_at, p.id limit 100000`,
    );
    return rows.map(toPayment);
  }

  /** Incoming payments of the range, summed per kind and per day or month (UTC). */
  async incomingTotals(accountId: number, range: Range, group: 'day' | 'month') {
    const base = sql`select * from (${payments(accountId, range)}) p where net > 0`;
    const pattern = group === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    const [byKind, byPeriod] = await Promise.all([
      queryRows<{ kind: JournalKind; n: string | number; total: string | number }>(
        this.db,
        sql`select kind, count(*) as n, sum(net) as total from (${base}) i group by kind order by sum(net) desc, kind`,
      ),
      queryRows<{ period: string; n: string | number; total: string | number }>(
        this.db,
        sql`select to_char(created_at at time zone 'UTC', ${pattern}) as period, count(*) as n, sum(net) as total
            from (${base}) i group by 1 order by 1`,
      ),
    ]);
    return {
      byKind: byKind.map((r) => ({ kind: r.kind, count: Number(r.n), total: Number(r.total) })),
      byPeriod: byPeriod.map((r) => ({ period: r.period, count: Number(r.n), total: Number(r.total) })),
    };
  }

  /** Per kind: how many payments, how much came in and how much went out (positive numbers). */
  async totalsByKind(accountId: number, range: Range) {
    const rows = await queryRows<{ kind: JournalKind; n: string | number; inc: string | number; out: string | number }>(
      this.db,
      sql`select kind, count(*) as n,
                 coalesce(sum(case when net > 0 then net else 0 end), 0) as inc,
                 coalesce(sum(case when net < 0 then -net else 0 end), 0) as out
          from (${payments(accountId, range)}) p group by kind order by kind`,
    );
    return rows.map((r) => ({ kind: r.kind, count: Number(r.n), incoming: Number(r.inc), outgoing: Number(r.out) }));
  }

  /** What the seller held just before `at`: the last balance_after of each held account, summed. */
  async heldBefore(accountId: number, at: Date): Promise<number> {
    const [row] = await queryRows<{ total: string | number }>(
      this.db,
      sql`select coalesce(sum(last.balance_after), 0) as total from (
            select distinct on (${entries.ledger_account_id}) ${entries.balance_after} as balance_after
            from ${entries}
            join ${ledgerAccounts} on ${ledgerAccounts.id} = ${entries.ledger_account_id}
            where ${ledgerAccounts.account_id} = ${accountId}
              and ${ledgerAccounts.kind} in ${HELD_KINDS}
              and ${ledgerAccounts.currency} = ${BALANCE_CURRENCY}
              and ${entries.created_at} < ${at.toISOString()}
            order by ${entries.ledger_account_id}, ${entries.created_at} desc, ${entries.id} desc
          ) last`,
    );
    return Number(row?.total ?? 0);
  }

  /**
   * What left the seller for handling and labels, per UTC day and kind: the effect of each charge journal on what
   * the seller holds (a hold captured counts, one released does not), and its reversals counted under its kind.
   */
  handlingTotals(accountId: number, range: Range, kinds: readonly string[]) {
    const list = sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    );
    return queryRows<{ day: string; kind: string; count: string | number; total: string | number }>(
      this.db,
      sql`
      select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, p.kind,
             count(*) as count, -sum(p.net) as total
      from (
        select j.id, coalesce(o.kind, j.kind) as kind, j.created_at, sum(e.amount) as net
        from ${entries} e
        join ${ledgerAccounts} a on a.id = e.ledger_account_id
        join ${journals} j on j.id = e.journal_id
        left join ${journals} o on o.id = j.reversal_of
        where a.account_id = ${accountId} and a.kind in ${HELD_KINDS} and a.currency = ${BALANCE_CURRENCY}
          and e.created_at >= ${range.from.toISOString()} and e.created_at < ${range.to.toISOString()}
          and coalesce(o.kind, j.kind) in (${list})
        group by j.id, coalesce(o.kind, j.kind), j.created_at
        having sum(e.amount) <> 0
      ) p
      group by 1, 2
      order by 1, 2`,
    );
  }
}

function toPayment(r: PaymentRow) {
  return {
    id: Number(r.id),
    kind: r.kind,
    description: r.description,
    created_at: asDate(r.created_at),
    net: Number(r.net),
  };
}
