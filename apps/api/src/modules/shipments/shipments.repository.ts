import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus, ShipmentType } from '@cabinet/contracts/shipments';
import type { Db, Tx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scoped.ts';
import type { Person } from '@cabinet/contracts/common';
import { accounts, users } from '../account/account.schema.ts';
import { toPerson } from '../account/people.ts';
import { shipmentSearchText, type ShipmentEventRow, type ShipmentRow } from './shipment-mapper.ts';
import { shipmentEvents, shipmentLines, shipments } from './shipments.schema.ts';
import { escapeLike } from '../../platform/db/like.ts';

export type NewShipment = Omit<typeof shipments.$inferInsert, 'id' | 'search_text'>;
/** Columns written after the insert, once the id is known (holds, tracks). */
export type ShipmentChanges = Partial<Omit<ShipmentRow, 'id' | 'account_id' | 'search_text'>>;
export type NewShipmentLine = Omit<typeof shipmentLines.$inferInsert, 'id' | 'shipment_id' | 'position'>;
export interface NewShipmentEvent {
  shipment_id: number;
  status: ShipmentStatus;
  note?: string;
  actor: ShipmentEventRow['actor'];
  operator_id?: number | null;
  at: Date;
}

export interface ListFilter {
  status?: ShipmentStatus;
  type?: ShipmentType;
  /** Created at or after / before these instants. */
  from?: Date;
  until?: Date;
  /** Lower-cased text to find inside `search_text`. */
  search?: string;
  pending?: boolean;
  page: number;
  on_page: number;
}

/** `%` and `_` typed by the seller are letters, not wildcards. */

/** Shipment queries. Customer reads go through `findOwned`/`list` (scoped by account); the rest is by id. */
export class ShipmentRepository {
  constructor(readonly db: Db) {}

  /** Whether a shipment of the account names this upload as its proof of value. */
  async usesProofFile(accountId: number, filename: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(
        and(
          eq(shipments.account_id, accountId),
          sql`${shipments.proof_files} @> ${JSON.stringify([{ filename }])}::jsonb`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The newest shipment a carrier's track or the TTN names, whatever the case (a scanned label; any account). */
  async byTrack(code: string): Promise<ShipmentRow | undefined> {
    const lower = code.toLowerCase();
    const [row] = await this.db
      .select()
      .from(shipments)
      .where(or(sql`lower(${shipments.track_number}) = ${lower}`, sql`lower(${shipments.internal_track}) = ${lower}`))
      .orderBy(desc(shipments.id))
      .limit(1);
    return row;
  }

  async findOwned(accountId: number, id: number, tx: Db | Tx = this.db): Promise<ShipmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(shipments)
      .where(ownedBy(shipments, accountId, eq(shipments.id, id)));
    return row;
  }

  async findById(id: number, tx: Db | Tx = this.db): Promise<ShipmentRow | undefined> {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, id));
    return row;
  }

  /** Locks the row for the rest of the transaction (status changes, deletion). */
  async lockOwned(tx: Tx, accountId: number, id: number): Promise<ShipmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(shipments)
      .where(ownedBy(shipments, accountId, eq(shipments.id, id)))
      .for('update');
    return row;
  }

  lines(shipmentId: number) {
    return this.db
      .select()
      .from(shipmentLines)
      .where(eq(shipmentLines.shipment_id, shipmentId))
      .orderBy(asc(shipmentLines.position), asc(shipmentLines.id));
  }

  events(shipmentId: number) {
    return this.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipment_id, shipmentId))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  }

  /** The operator behind each of a shipment's events that an operator made. */
  async eventOperators(shipmentId: number): Promise<Map<number, Person>> {
    const rows = await this.db
      .select({
        event: shipmentEvents.id,
        id: users.id,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(shipmentEvents)
      .innerJoin(users, and(eq(users.id, shipmentEvents.operator_id), eq(users.role, 'operator')))
      .where(eq(shipmentEvents.shipment_id, shipmentId));
    return new Map(rows.map((r) => [r.event, toPerson(r)]));
  }

  /** A bulk master's parcels, in the order they were entered. */
  children(parentId: number, tx: Db | Tx = this.db): Promise<ShipmentRow[]> {
    return tx.select().from(shipments).where(eq(shipments.parent_id, parentId)).orderBy(asc(shipments.id));
  }

  async childCounts(parentIds: number[]): Promise<Map<number, number>> {
    if (parentIds.length === 0) return new Map();
    const rows = await this.db
      .select({ parent_id: shipments.parent_id, n: count() })
      .from(shipments)
      .where(inArray(shipments.parent_id, parentIds))
      .groupBy(shipments.parent_id);
    return new Map(rows.map((r) => [r.parent_id!, r.n]));
  }

  /** The shipments already made for these marketplace orders (§5 double-shipment guard). */
  async takenOrders(accountId: number, orderNumbers: string[], tx: Db | Tx = this.db): Promise<string[]> {
    const wanted = orderNumbers.filter(Boolean);
    if (wanted.length === 0) return [];
    const rows = await tx
      .select({ order_number: shipments.order_number })
      .from(shipments)
      .where(ownedBy(shipments, accountId, inArray(shipments.order_number, wanted)));
    return rows.map((r) => r.order_number);
  }

  /** Top-level shipments (singles and bulk masters) of the account, newest first. */
  async list(accountId: number, f: ListFilter): Promise<{ rows: ShipmentRow[]; total: number }> {
    const q = this.listQueries(accountId, f);
    const [rows, [total]] = await Promise.all([q.page, q.total]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The list's two statements, apart so that the benchmark can ask PostgreSQL how it runs them. */
  listQueries(accountId: number, f: ListFilter) {
    const conditions: Array<SQL | undefined> = [
      isNull(shipments.parent_id),
      f.status ? eq(shipments.status, f.status) : undefined,
      f.type ? eq(shipments.type, f.type) : undefined,
      f.from ? gte(shipments.created_at, f.from) : undefined,
      f.until ? lt(shipments.created_at, f.until) : undefined,
      f.pending ? isNotNull(shipments.pending_action) : undefined,
      f.search ? sql`${shipments.search_text} like ${`%${escapeLike(f.search)}%`}` : undefined,
    ];
    const where = ownedBy(shipments, accountId, ...conditions);
    const newestFirst = [desc(shipments.created_at), desc(shipments.id)];
    // The page's ids come from the list indexes alone (no table rows read while skipping `offset` of them);
    // only the page's own rows are fetched.
    const pageIds = this.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(where)
      .orderBy(...newestFirst)
      .limit(f.on_page)
      .offset((f.page - 1) * f.on_page);
    return {
      page: this.db
        .select()
        .from(shipments)
        .where(inArray(shipments.id, pageIds))
        .orderBy(...newestFirst),
      total: this.db.select({ n: count() }).from(shipments).where(where),
    };
  }

  /** Inserts a shipment with its lines. Its `search_text` needs the id: `patch` writes it. */
  async insert(tx: Tx, values: NewShipment, lines: NewShipmentLine[]): Promise<ShipmentRow> {
    const [row] = await tx.insert(shipments).values(values).returning();
    if (lines.length > 0) {
      await tx
        .insert(shipmentLines)
        .values(lines.map((line, position) => ({ ...line, shipment_id: row!.id, position })));
    }
    return row!;
  }

  /** Changes columns of a row and writes its `search_text` again (a track or the recipient may have changed). */
  async patch(tx: Db | Tx, row: ShipmentRow, changes: ShipmentChanges): Promise<ShipmentRow> {
    const next = { ...row, ...changes };
    const [updated] = await tx
      .update(shipments)
      .set({ ...changes, search_text: shipmentSearchText(next) })
      .where(eq(shipments.id, row.id))
      .returning();
    return updated!;
  }

  async addEvent(tx: Db | Tx, event: NewShipmentEvent): Promise<void> {
    await tx.insert(shipmentEvents).values({ note: '', operator_id: null, ...event });
  }

  /** The account's user vars (§6): ECOM_GF, CUSTOMER_DHL_ENABLE. */
  async accountVars(accountId: number) {
    const [row] = await this.db.select({ vars: accounts.vars }).from(accounts).where(eq(accounts.id, accountId));
    return row?.vars ?? { ECOM_GF: 0, CUSTOMER_DHL_ENABLE: 0 };
  }

  /** Deletes a shipment; its lines, events and bulk parcels go with it (foreign keys cascade). */
  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(shipments).where(eq(shipments.id, id));
  }
}
