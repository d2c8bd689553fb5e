import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { BALANCE_CURRENCY, type Currency, type HoldPurpose, type JournalKind } from '@cabinet/contracts/money';
import { queryRows, type Db } from '../../../platform/db/client.ts';
import { currentIdempotencyKey, inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  entries,
  holds,
  journals,
  ledgerAccounts,
  type CustomerLedgerKind,
  type LedgerKind,
  type SystemLedgerKind,
} from './ledger.schema.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';

/** A transaction, or the database itself: every ledger write takes one and never opens its own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Names a ledger account; it is created on first use. */
export interface AccountRef {
  accountId: number | null;
  kind: LedgerKind;
  currency?: Currency;
  ref?: string;
}
export const sellerAccount = (accountId: number, kind: CustomerLedgerKind, ref = ''): AccountRef => ({
  accountId,
  kind,
  ref,
});
export const providerAccount = (kind: SystemLedgerKind, ref = ''): AccountRef => ({ accountId: null, kind, ref });

export interface Posting {
  /** The seller the operation belongs to (for its logs); null for provider-only movements. */
  accountId: number | null;
  kind: JournalKind;
  description?: string;
  meta?: Record<string, string | number | boolean | null>;
  createdBy?: number | null;
  reversalOf?: number;
  lines: { account: AccountRef; amount: number }[];
  /** The seller's available balance may not go below zero here, whatever credit line it has (transfers, withdrawals). */
  withoutCredit?: boolean;
}

export interface HoldRequest {
  accountId: number;
  amount: number;
  purpose: HoldPurpose;
  kind: JournalKind;
  description?: string;
  meta?: Posting['meta'];
  createdBy?: number | null;
  withoutCredit?: boolean;
}

/** Who resolves a hold, and what its journal says beside the hold (an approved payout names both operators). */
export interface HoldResolution {
  createdBy?: number | null;
  description?: string;
  meta?: Posting['meta'];
}

export const insufficientFunds = () => new AppError(422, 'insufficient_funds');

/** Runs in the reversal's transaction, after its journal is posted (e.g. cashback takes back what a charge earned). */
export type ReverseHook = (
  tx: Tx,
  reversed: { id: number; kind: JournalKind; account_id: number | null },
  reversalId: number,
) => Promise<void>;

const keyOf = (a: { accountId: number | null; kind: string; currency: string; ref: string }) =>
  `${a.accountId ?? '-'}|${a.kind}|${a.currency}|${a.ref}`;
const normalise = (a: AccountRef) => ({
  accountId: a.accountId,
  kind: a.kind,
  currency: a.currency ?? BALANCE_CURRENCY,
  ref: a.ref ?? '',
});

/** A journal posted while answering an `Idempotency-Key` carries it (ARCHITECTURE §5): the key leads to the money. */
function withIdempotencyKey(meta: NonNullable<Posting['meta']>): NonNullable<Posting['meta']> {
  const key = currentIdempotencyKey();
  return key === undefined ? meta : { ...meta, idempotency_key: key };
}

/**
 * The double-entry ledger (ARCHITECTURE §5). Every operation is one journal whose entries sum to zero per currency;
 * stored balances change only together with their entries, under row locks taken in id order, so concurrent
 * operations serialise per account and never deadlock. A seller's `available` never falls below its minimum and
 * no other seller account below zero; holds resolve exactly once; corrections are reversals.
 */
export class Ledger {
  private readonly reverseHooks: ReverseHook[] = [];

  constructor(
    readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Features whose postings follow a journal undo their part whenever that journal is reversed. */
  onReverse(hook: ReverseHook): void {
    this.reverseHooks.push(hook);
  }

  /** A transaction for ledger work; inside a unit of work, a savepoint of its transaction. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Ledger work that is all or nothing with whatever encloses it: inside a unit of work it runs in that
   * transaction itself (no savepoint: two round trips fewer), else in a transaction of its own. For callers that
   * never catch a refusal and carry on; one that does needs transaction()'s savepoint.
   */
  atomically<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, work);
  }

  async post(tx: Tx, posting: Posting): Promise<number> {
    const lines = posting.lines.map((l) => ({ account: normalise(l.account), amount: l.amount }));
    assertBalanced(lines);
    const locked = await this.lockAccounts(
      tx,
      lines.map((l) => l.account),
    );
    const at = this.now();
    const balances = new Map([...locked].map(([key, row]) => [key, row.balance]));
    const rows = lines.map(({ account, amount }) => {
      const key = keyOf(account);
      const row = locked.get(key)!;
      const after = balances.get(key)! + amount;
      if (amount < 0 && row.account_id !== null) {
        const floor = row.kind === 'available' && !posting.withoutCredit ? row.min_balance : 0;
        if (after < floor) throw insufficientFunds();
      }
      balances.set(key, after);
      return { ledger_account_id: row.id, currency: row.currency, amount, balance_after: after };
    });

    const changed = [...locked].filter(([key, row]) => balances.get(key) !== row.balance);
    try {
      return await this.write(
        tx,
        posting,
        at,
        rows,
        changed.map(([key, row]) => ({ id: row.id, balance: balances.get(key)! })),
      );
    } catch (err) {
      if (posting.reversalOf !== undefined && isUniqueViolation(err)) throw new AppError(409, 'already_reversed');
      throw err;
    }
  }

  /** Moves money from the seller's available balance to its hold, and records the hold. */
  async hold(tx: Tx, request: HoldRequest): Promise<number> {
    const journalId = await this.post(tx, {
      accountId: request.accountId,
      kind: request.kind,
      description: request.description,
      meta: request.meta,
      createdBy: request.createdBy,
      withoutCredit: request.withoutCredit,
      lines: [
        { account: sellerAccount(request.accountId, 'available'), amount: -request.amount },
        { account: sellerAccount(request.accountId, 'hold'), amount: request.amount },
      ],
    });
    const [row] = await tx
      .insert(holds)
      .values({
        account_id: request.accountId,
        currency: BALANCE_CURRENCY,
        amount: request.amount,
        purpose: request.purpose,
        kind: request.kind,
        description: request.description ?? '',
        hold_journal_id: journalId,
        created_at: this.now(),
      })
      .returning({ id: holds.id });
    return row!.id;
  }

  /** Spends a hold: its money goes to `to` (a payout, revenue…). Refused once the hold is resolved. */
  capture(tx: Tx, holdId: number, to: AccountRef, opts: HoldResolution = {}) {
    return this.resolveHold(tx, holdId, 'captured', to, opts);
  }

  /** Gives a hold back to the seller's available balance. Refused once the hold is resolved. */
  release(tx: Tx, holdId: number, opts: HoldResolution = {}) {
    return this.resolveHold(tx, holdId, 'released', null, opts);
  }

  private async resolveHold(
    tx: Tx,
    holdId: number,
    status: 'captured' | 'released',
    to: AccountRef | null,
    opts: HoldResolution,
  ): Promise<number> {
    const [hold] = await tx.select().from(holds).where(eq(holds.id, holdId)).for('update');
    if (!hold) throw new AppError(404, 'not_found');
    if (hold.status !== 'active') throw new AppError(409, 'hold_already_resolved');
    const journalId = await this.post(tx, {
      accountId: hold.account_id,
      kind: hold.kind,
      description: opts.description ?? hold.description,
      createdBy: opts.createdBy,
      meta: { ...opts.meta, hold_id: hold.id, resolution: status },
      lines: [
        { account: sellerAccount(hold.account_id, 'hold'), amount: -hold.amount },
        { account: to ?? sellerAccount(hold.account_id, 'available'), amount: hold.amount },
      ],
    });
    await tx
      .update(holds)
      .set({ status, resolve_journal_id: journalId, resolved_at: this.now() })
      .where(eq(holds.id, holdId));
    return journalId;
  }

  /**
   * Posts the mirror image of a journal. Holds are resolved by capture or release, never reversed, and a reversal
   * is not itself reversed; a journal is reversed once, however many requests race (409 `already_reversed`).
   */
  async reverse(tx: Tx, journalId: number, opts: { createdBy?: number | null; description?: string } = {}) {
    const [journal] = await tx.select().from(journals).where(eq(journals.id, journalId));
    if (!journal) throw new AppError(404, 'not_found');
    if (journal.reversal_of !== null) throw new AppError(422, 'not_reversible');
    const [done] = await tx.select({ id: journals.id }).from(journals).where(eq(journals.reversal_of, journalId));
    if (done) throw new AppError(409, 'already_reversed');
    const lines = await tx
      .select({ amount: entries.amount, account: ledgerAccounts })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
      .where(eq(entries.journal_id, journalId))
      .orderBy(asc(entries.id));
    if (lines.some((l) => l.account.kind === 'hold')) throw new AppError(422, 'not_reversible');
    const reversalId = await this.post(tx, {
      accountId: journal.account_id,
      kind: 'reversal',
      description: opts.description ?? journal.description,
      createdBy: opts.createdBy,
      reversalOf: journalId,
      meta: { reversed_kind: journal.kind },
      lines: lines.map(({ amount, account: a }) => ({
        account: { accountId: a.account_id, kind: a.kind, currency: a.currency, ref: a.ref },
        amount: -amount,
      })),
    });
    for (const hook of this.reverseHooks) await hook(tx, journal, reversalId);
    return reversalId;
  }

  /**
   * The journal, its entries and the new balances in one statement (one round trip, however many lines): the rows
   * are already locked and the balances checked, so nothing here can wait on another transaction.
   */
  private async write(
    tx: Tx,
    posting: Posting,
    at: Date,
    lines: { ledger_account_id: number; currency: string; amount: number; balance_after: number }[],
    balances: { id: number; balance: number }[],
  ): Promise<number> {
    const entryValues = sql.join(
      lines.map(
        (l) =>
          sql`(${l.ledger_account_id}::integer, ${l.currency}::text, ${l.amount}::bigint, ${l.balance_after}::bigint)`,
      ),
      sql`, `,
    );
    const update =
      balances.length === 0
        ? sql``
        : sql`, balances as (
            update ledger_accounts set balance = v.balance
            from (values ${sql.join(
              balances.map((b) => sql`(${b.id}::integer, ${b.balance}::bigint)`),
              sql`, `,
            )}) as v(id, balance)
            where ledger_accounts.id = v.id)`;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`with journal as (
            insert into journals (account_id, kind, description, meta, created_by, reversal_of, created_at)
            values (${posting.accountId}::integer, ${posting.kind}::text, ${posting.description ?? ''}::text,
              ${JSON.stringify(withIdempotencyKey(posting.meta ?? {}))}::jsonb, ${posting.createdBy ?? null}::integer,
              ${posting.reversalOf ?? null}::integer, ${at.toISOString()}::timestamptz)
            returning id
          ), lines as (
            insert into entries (journal_id, ledger_account_id, currency, amount, balance_after, created_at)
            select journal.id, v.ledger_account_id, v.currency, v.amount, v.balance_after, ${at.toISOString()}::timestamptz
            from journal, (values ${entryValues}) as v(ledger_account_id, currency, amount, balance_after)
          )${update}
          select id from journal`,
    );
    return Number(row!.id);
  }

  /**
   * Locks every account the posting touches, in id order; creates the missing ones first (then locks again, so the
   * order holds). Accounts almost always exist: the common case is one statement.
   */
  private async lockAccounts(tx: Tx, refs: ReturnType<typeof normalise>[]) {
    const unique = new Map(refs.map((r) => [keyOf(r), r]));
    const locked = await this.selectForUpdate(tx, unique);
    if (locked.size === unique.size) return locked;
    await tx
      .insert(ledgerAccounts)
      .values(
        [...unique.values()].map((r) => ({ account_id: r.accountId, kind: r.kind, currency: r.currency, ref: r.ref })),
      )
      .onConflictDoNothing();
    return this.selectForUpdate(tx, unique);
  }

  private async selectForUpdate(tx: Tx, unique: Map<string, ReturnType<typeof normalise>>) {
    const match = [...unique.values()].map((r): SQL =>
      and(
        r.accountId === null ? isNull(ledgerAccounts.account_id) : eq(ledgerAccounts.account_id, r.accountId),
        eq(ledgerAccounts.kind, r.kind),
        eq(ledgerAccounts.currency, r.currency),
        eq(ledgerAccounts.ref, r.ref),
      )!,
    );
    // LockRows sits above the sort: rows are locked in id order, the same order in every transaction.
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(or(...match))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    return new Map(
      rows.map((row) => [
        keyOf({ accountId: row.account_id, kind: row.kind, currency: row.currency, ref: row.ref }),
        row,
      ]),
    );
  }
}

/** A posting must move money, in whole minor units, and sum to zero in every currency. */
function assertBalanced(lines: { account: { currency: string }; amount: number }[]): void {
  if (lines.length < 2) throw new Error('a journal needs at least two entries');
  const sums = new Map<string, number>();
  for (const { account, amount } of lines) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`bad entry amount ${amount}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new Error(`journal does not balance in ${currency}`);
}
