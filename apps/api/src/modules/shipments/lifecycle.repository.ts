import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus, ShipmentType } from '@cabinet/contracts/shipments';
import type { Db, Tx } from '../../platform/db/client.ts';
import { accounts, users } from '../account/account.schema.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import { shipments } from './shipments.schema.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { queueFigures, type QueueFigures } from '../../platform/db/queue-figures.ts';

export type ShipmentPatch = Partial<Omit<ShipmentRow, 'id' | 'account_id' | 'created_at'>>;

export interface OwnerRow {
  account_id: number;
  email: string;
  name: string;
}

/**
 * The queries of the lifecycle and the operators' desk: rows by id across accounts (operators and jobs act on
 * any account), locked while their status changes.
 */
export class LifecycleRepository {
  constructor(readonly db: Db) {}

  async lockById(tx: Tx, id: number): Promise<ShipmentRow | undefined> {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
    return row;
  }

  /** A bulk master's parcels, locked after their master (always in that order, so no deadlock). */
  lockChildren(tx: Tx, parentId: number): Promise<ShipmentRow[]> {
    return tx
      .select()
      .from(shipments)
      .where(eq(shipments.parent_id, parentId))
      .orderBy(asc(shipments.id))
      .for('update');
  }

  async update(tx: Tx, id: number, patch: ShipmentPatch): Promise<ShipmentRow> {
    const [row] = await tx.update(shipments).set(patch).where(eq(shipments.id, id)).returning();
    return row!;
  }

  async owners(accountIds: number[]): Promise<Map<number, OwnerRow>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        account_id: accounts.id,
        company: accounts.company_name,
        email: users.email,
        first: users.first_name,
        last: users.last_name,
      })
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(inArray(accounts.id, [...new Set(accountIds)]));
    return new Map(
      rows.map((r) => [
        r.account_id,
        { account_id: r.account_id, email: r.email, name: r.company || `${r.first} ${r.last}`.trim() },
      ]),
    );
  }

  /** Every account's top-level shipments, most recently changed first. */
  async list(f: {
    status?: ShipmentStatus;
    type?: ShipmentType;
    search?: string;
    account_id?: number;
    page: number;
    on_page: number;
  }): Promise<{ rows: ShipmentRow[]; total: number }> {
    const where = and(
      isNull(shipments.parent_id),
      f.account_id !== undefined ? eq(shipments.account_id, f.account_id) : undefined,
      f.status ? eq(shipments.status, f.status) : undefined,
      f.type ? eq(shipments.type, f.type) : undefined,
      f.search ? sql`${shipments.search_text} like ${`%${escapeLike(f.search.toLowerCase())}%`}` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(shipments)
        .where(where)
        .orderBy(desc(shipments.status_changed_at), desc(shipments.id))
        .limit(f.on_page)
        .offset((f.page - 1) * f.on_page),
      this.db.select({ n: count() }).from(shipments).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The desk's queue: parcels on their way to our warehouse (`customer_sent`), by when they were sent. */
  waitingToReceive(cutoff: Date): Promise<QueueFigures> {
    const where = and(eq(shipments.status, 'customer_sent'), isNull(shipments.parent_id));
    return queueFigures(this.db, { from: shipments, where, since: shipments.status_changed_at, cutoff });
  }

  /** Top-level shipments of these accounts, unchanged since `before`, not final (the sandbox job's candidates). */
  idleOf(accountIds: number[], before: Date, notIn: readonly ShipmentStatus[], limit: number) {
    if (accountIds.length === 0) return Promise.resolve([]);
    const conditions: SQL[] = [
      inArray(shipments.account_id, accountIds),
      isNull(shipments.parent_id),
      lt(shipments.status_changed_at, before),
      sql`${shipments.status} not in (${sql.join(
        notIn.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    ];
    return this.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(...conditions))
      .orderBy(asc(shipments.status_changed_at), asc(shipments.id))
      .limit(limit);
  }
}
