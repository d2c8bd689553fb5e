import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { NationalPostListQuery } from '@cabinet/contracts/national-post';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { nationalPostShipments, type NationalPostRow } from './national-post.schema.ts';

type Insert = typeof nationalPostShipments.$inferInsert;

/** The seller's national-post shipments: every read is scoped to the account. */
export class NationalPostRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insert): Promise<NationalPostRow> {
    const [created] = await this.db.insert(nationalPostShipments).values(row).returning();
    return created!;
  }

  async find(accountId: number, id: number): Promise<NationalPostRow | null> {
    const [row] = await this.db
      .select()
      .from(nationalPostShipments)
      .where(and(eq(nationalPostShipments.account_id, accountId), eq(nationalPostShipments.id, id)));
    return row ?? null;
  }

  /** The row locked for a change of state (pay, delete), so that two such requests take turns. */
  async lock(accountId: number, id: number): Promise<NationalPostRow | null> {
    const [row] = await this.db
      .select()
      .from(nationalPostShipments)
      .where(and(eq(nationalPostShipments.account_id, accountId), eq(nationalPostShipments.id, id)))
      .for('update');
    return row ?? null;
  }

  async byUuid(accountId: number, uuid: string): Promise<NationalPostRow | null> {
    const [row] = await this.db
      .select()
      .from(nationalPostShipments)
      .where(and(eq(nationalPostShipments.account_id, accountId), eq(nationalPostShipments.uuid, uuid)));
    return row ?? null;
  }

  async update(id: number, set: Partial<Insert>): Promise<NationalPostRow> {
    const [row] = await this.db
      .update(nationalPostShipments)
      .set(set)
      .where(eq(nationalPostShipments.id, id))
      .returning();
    return row!;
  }

  /** Every parcel Ukrposhta may still move: paid, accepted or abroad (oldest first; at most `limit`). */
  onTheWay(limit: number): Promise<NationalPostRow[]> {
    return this.db
      .select()
      .from(nationalPostShipments)
      .where(
        and(
          inArray(nationalPostShipments.status, ['paid', 'accepted', 'abroad']),
          isNotNull(nationalPostShipments.barcode),
        ),
      )
      .orderBy(asc(nationalPostShipments.id))
      .limit(limit);
  }

  /** Records whose call to Ukrposhta never came back (the process stopped in between): they failed. */
  async failCreatingBefore(before: Date): Promise<number> {
    const rows = await this.db
      .update(nationalPostShipments)
      .set({ status: 'failed', failure: null })
      .where(and(eq(nationalPostShipments.status, 'creating'), lt(nationalPostShipments.created_at, before)))
      .returning({ id: nationalPostShipments.id });
    return rows.length;
  }

  async list(accountId: number, q: NationalPostListQuery): Promise<{ rows: NationalPostRow[]; total: number }> {
    const filters: SQL[] = [eq(nationalPostShipments.account_id, accountId)];
    if (q.status) filters.push(eq(nationalPostShipments.status, q.status));
    if (q.query) {
      const like = containsPattern(q.query);
      filters.push(or(ilike(nationalPostShipments.barcode, like), ilike(nationalPostShipments.recipient_name, like))!);
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(nationalPostShipments)
        .where(where)
        .orderBy(desc(nationalPostShipments.created_at), desc(nationalPostShipments.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(nationalPostShipments).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
