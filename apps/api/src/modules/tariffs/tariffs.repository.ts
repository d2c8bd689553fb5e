import { and, asc, desc, eq, gt, isNull, lte, max, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deliveryTypes, tariffZones, type DeliveryType, type TariffZone } from '@cabinet/contracts/tariffs';
import { users } from '../account/account.schema.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { afterCommit } from '../../platform/db/unit-of-work.ts';
import { defaultBands, defaultDays } from './default-tariffs.ts';
import { INITIAL_EFFECTIVE_FROM, tariffVersions, type StoredBand } from './tariffs.schema.ts';

export type VersionRow = typeof tariffVersions.$inferSelect;
export interface OperatorRef {
  name: string;
  email: string;
}
export type HistoryRow = VersionRow & { author: OperatorRef | null; canceller: OperatorRef | null };

const live = isNull(tariffVersions.cancelled_at);
const pair = (type: DeliveryType, zone: TariffZone) =>
  and(eq(tariffVersions.delivery_type, type), eq(tariffVersions.zone, zone));

const ref = (email: string | null, first: string | null, last: string | null): OperatorRef | null =>
  email === null ? null : { email, name: `${first ?? ''} ${last ?? ''}`.trim() };

/** The dated versions of the rate tables. The defaults are inserted once per process for every missing pair. */
export class TariffRepository {
  private seeded = false;

  constructor(private readonly db: Db) {}

  /** One transaction; queries of this repository inside it run in it (the database is ambient). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The seed step: a first version for every pair that has none (the unique moment per pair makes it idempotent;
   * it never overwrites an operator's table). Remembered only once committed: run inside a transaction that then
   * rolls back (a refused shipment), the defaults are gone again and the next call inserts them.
   */
  async ensureDefaults(): Promise<void> {
    if (this.seeded) return;
    const rows = deliveryTypes.flatMap((delivery_type) =>
      tariffZones.map((zone) => {
        const [days_min, days_max] = defaultDays(delivery_type, zone);
        const bands = defaultBands(delivery_type, zone);
        return { delivery_type, zone, effective_from: INITIAL_EFFECTIVE_FROM, days_min, days_max, bands };
      }),
    );
    await this.db.insert(tariffVersions).values(rows).onConflictDoNothing();
    await afterCommit(() => {
      this.seeded = true;
    });
  }

  /** Every pair's version in force at `at`: the latest live one that took effect by then. */
  async inForce(at: Date): Promise<VersionRow[]> {
    await this.ensureDefaults();
    return this.db
      .selectDistinctOn([tariffVersions.delivery_type, tariffVersions.zone])
      .from(tariffVersions)
      .where(and(live, lte(tariffVersions.effective_from, at)))
      .orderBy(
        tariffVersions.delivery_type,
        tariffVersions.zone,
        desc(tariffVersions.effective_from),
        desc(tariffVersions.id),
      );
  }

  /** One pair's version in force at `at`. */
  async oneInForce(type: DeliveryType, zone: TariffZone, at: Date): Promise<VersionRow | undefined> {
    await this.ensureDefaults();
    const [row] = await this.db
      .select()
      .from(tariffVersions)
      .where(and(pair(type, zone), live, lte(tariffVersions.effective_from, at)))
      .orderBy(desc(tariffVersions.effective_from), desc(tariffVersions.id))
      .limit(1);
    return row;
  }

  /** The next scheduled change of every pair that has one after `now`. */
  async nextChanges(now: Date): Promise<Map<string, Date>> {
    const rows = await this.db
      .select({ type: tariffVersions.delivery_type, zone: tariffVersions.zone, at: min(tariffVersions.effective_from) })
      .from(tariffVersions)
      .where(and(live, gt(tariffVersions.effective_from, now)))
      .groupBy(tariffVersions.delivery_type, tariffVersions.zone);
    return new Map(rows.map((r) => [`${r.type}:${r.zone}`, r.at!]));
  }

  /** The latest live versions that take effect after `at`, soonest first. */
  async later(type: DeliveryType, zone: TariffZone, at: Date): Promise<VersionRow[]> {
    return this.db
      .select()
      .from(tariffVersions)
      .where(and(pair(type, zone), live, gt(tariffVersions.effective_from, at)))
      .orderBy(asc(tariffVersions.effective_from));
  }

  /** The newest version id of a pair, whatever its state: what a preview is confirmed against. */
  async latestId(type: DeliveryType, zone: TariffZone): Promise<number> {
    await this.ensureDefaults();
    const [row] = await this.db
      .select({ id: max(tariffVersions.id) })
      .from(tariffVersions)
      .where(pair(type, zone));
    return row?.id ?? 0;
  }

  /** Locks a pair's versions, so that two confirmations of one table run one after the other. */
  async lockPair(tx: Tx, type: DeliveryType, zone: TariffZone): Promise<void> {
    await tx.select({ id: tariffVersions.id }).from(tariffVersions).where(pair(type, zone)).for('update');
  }

  /** Every version of a pair with its author and canceller, latest date first. */
  async history(type: DeliveryType, zone: TariffZone): Promise<HistoryRow[]> {
    await this.ensureDefaults();
    const author = alias(users, 'author');
    const canceller = alias(users, 'canceller');
    const rows = await this.db
      .select({
        version: tariffVersions,
        author: { email: author.email, first: author.first_name, last: author.last_name },
        canceller: { email: canceller.email, first: canceller.first_name, last: canceller.last_name },
      })
      .from(tariffVersions)
      .leftJoin(author, eq(author.id, tariffVersions.created_by))
      .leftJoin(canceller, eq(canceller.id, tariffVersions.cancelled_by))
      .where(pair(type, zone))
      .orderBy(desc(tariffVersions.effective_from), desc(tariffVersions.id));
    return rows.map((r) => ({
      ...r.version,
      author: r.author ? ref(r.author.email, r.author.first, r.author.last) : null,
      canceller: r.canceller ? ref(r.canceller.email, r.canceller.first, r.canceller.last) : null,
    }));
  }

  async findInTx(tx: Tx, id: number): Promise<VersionRow | undefined> {
    const [row] = await tx.select().from(tariffVersions).where(eq(tariffVersions.id, id));
    return row;
  }

  async insert(
    tx: Tx,
    row: {
      delivery_type: DeliveryType;
      zone: TariffZone;
      effective_from: Date;
      days_min: number;
      days_max: number;
      bands: StoredBand[];
      note: string;
      created_by: number;
      created_at: Date;
    },
  ): Promise<VersionRow> {
    const [inserted] = await tx.insert(tariffVersions).values(row).returning();
    return inserted!;
  }

  /** Whether a live version of the pair takes effect exactly at `at`. */
  async takenAt(tx: Tx, type: DeliveryType, zone: TariffZone, at: Date): Promise<boolean> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tariffVersions)
      .where(and(pair(type, zone), live, eq(tariffVersions.effective_from, at)));
    return (row?.n ?? 0) > 0;
  }

  async cancel(tx: Tx, id: number, operatorId: number, at: Date): Promise<VersionRow> {
    const [row] = await tx
      .update(tariffVersions)
      .set({ cancelled_by: operatorId, cancelled_at: at })
      .where(eq(tariffVersions.id, id))
      .returning();
    return row!;
  }
}
