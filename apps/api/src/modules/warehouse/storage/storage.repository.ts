import { and, asc, between, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { products } from '../../catalog/products/products.schema.ts';
import { stockMovements } from '../stock/stock.schema.ts';
import type { DailyRow, StoredProduct } from './storage-calculator.ts';
import { WAREHOUSE_TIME_ZONE } from '../warehouse-day.ts';
import {
  stockSnapshotDays,
  stockSnapshots,
  storageCharges,
  storageTariffs,
  type StorageChargeRow,
  type StorageTariffRow,
} from './storage.schema.ts';

/** Movements that take units out of the stock for good: the "disposed/outflow" of §3. */
const OUTFLOW_REASONS = sql`('shipped', 'disposed')`;

/** Queries of storage: tariffs, daily snapshots and charges. */
export class StorageRepository {
  constructor(private readonly db: Db) {}

  tariffs(): Promise<StorageTariffRow[]> {
    return this.db.select().from(storageTariffs).orderBy(asc(storageTariffs.position));
  }

  async replaceTariffs(rows: Omit<StorageTariffRow, 'updated_at'>[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(storageTariffs);
      await tx.insert(storageTariffs).values(rows.map((r) => ({ ...r, updated_at: at })));
    });
  }

  /** The first warehouse day with a stock movement, or null when there is none. */
  async firstMovementDay(): Promise<string | null> {
    const [row] = await this.db.select({ at: min(stockMovements.created_at) }).from(stockMovements);
    return row?.at ? new Intl.DateTimeFormat('en-CA', { timeZone: WAREHOUSE_TIME_ZONE }).format(row.at) : null;
  }

  async builtDays(from: string, to: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ day: stockSnapshotDays.day })
      .from(stockSnapshotDays)
      .where(between(stockSnapshotDays.day, from, to));
    return new Set(rows.map((r) => r.day));
  }

  /**
   * Builds one warehouse day's snapshots for every product with stock: the units at the end of the day are today's
   * units less every movement after that midnight (Philadelphia time, DST included). The day's marker row makes it
   * once-only: a concurrent builder waits on it and then finds the day done. Returns whether this call built it.
   */
  async buildDay(day: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .insert(stockSnapshotDays)
        .values({ day })
        .onConflictDoNothing()
        .returning({ day: stockSnapshotDays.day });
      if (marked.length === 0) return false;
      await tx.execute(sql`
        insert into stock_snapshots (account_id, product_id, day, quantity, outflow)
        select account_id, product_id, ${day}::date, quantity, outflow from (
          select s.account_id, s.product_id,
            greatest(0, s.in_stock - coalesce((select sum(m.in_stock_delta) from stock_movements m
              where m.product_id = s.product_id and m.created_at >= b.day_end), 0))::int as quantity,
            coalesce((select -sum(m.in_stock_delta) from stock_movements m
              where m.product_id = s.product_id and m.in_stock_delta < 0 and m.reason in ${OUTFLOW_REASONS}
                and m.created_at >= b.day_start and m.created_at < b.day_end), 0)::int as outflow
          from stock_items s,
            (select (${day}::date::timestamp at time zone ${WAREHOUSE_TIME_ZONE}) as day_start,
                    ((${day}::date + 1)::timestamp at time zone ${WAREHOUSE_TIME_ZONE}) as day_end) b
        ) t
        where quantity > 0 or outflow > 0
        on conflict (product_id, day) do nothing`);
      return true;
    });
  }

  snapshots(accountId: number, from: string, to: string, tx: Db | Tx = this.db): Promise<DailyRow[]> {
    return tx
      .select({
        product_id: stockSnapshots.product_id,
        day: stockSnapshots.day,
        quantity: stockSnapshots.quantity,
        outflow: stockSnapshots.outflow,
      })
      .from(stockSnapshots)
      .where(and(eq(stockSnapshots.account_id, accountId), between(stockSnapshots.day, from, to)));
  }

  async products(accountId: number, ids: number[], tx: Db | Tx = this.db): Promise<StoredProduct[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({
        product_id: products.id,
        sku: products.sku,
        title: products.title_en,
        title_uk: products.title_uk,
        length_mm: products.length_mm,
        width_mm: products.width_mm,
        height_mm: products.height_mm,
      })
      .from(products)
      .where(and(eq(products.account_id, accountId), inArray(products.id, ids)));
    return rows;
  }

  /** Accounts with any snapshot in the period (the only ones a charge run looks at). */
  async accountsWithStock(from: string, to: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: stockSnapshots.account_id })
      .from(stockSnapshots)
      .where(between(stockSnapshots.day, from, to));
    return rows.map((r) => r.id);
  }

  /** Inserts the charge unless the account already has one for the period; null when it has. */
  async insertCharge(
    tx: Tx,
    values: Pick<StorageChargeRow, 'account_id' | 'period_from' | 'period_to' | 'amount' | 'breakdown'>,
    at: Date,
  ): Promise<number | null> {
    const [row] = await tx
      .insert(storageCharges)
      .values({ ...values, status: 'due', created_at: at })
      .onConflictDoNothing()
      .returning({ id: storageCharges.id });
    return row?.id ?? null;
  }

  async markPaid(tx: Tx, id: number, journalId: number, at: Date): Promise<void> {
    await tx
      .update(storageCharges)
      .set({ status: 'paid', journal_id: journalId, paid_at: at })
      .where(eq(storageCharges.id, id));
  }

  async dueIds(): Promise<number[]> {
    const rows = await this.db
      .select({ id: storageCharges.id })
      .from(storageCharges)
      .where(eq(storageCharges.status, 'due'))
      .orderBy(asc(storageCharges.id));
    return rows.map((r) => r.id);
  }

  async lockCharge(tx: Tx, id: number): Promise<StorageChargeRow | undefined> {
    const [row] = await tx.select().from(storageCharges).where(eq(storageCharges.id, id)).for('update');
    return row;
  }

  async charges(accountId: number, page: { page: number; on_page: number }) {
    const where = eq(storageCharges.account_id, accountId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(storageCharges)
        .where(where)
        .orderBy(desc(storageCharges.period_from))
        .limit(page.on_page)
        .offset((page.page - 1) * page.on_page),
      this.db.select({ n: count() }).from(storageCharges).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async charge(accountId: number, id: number): Promise<StorageChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storageCharges)
      .where(and(eq(storageCharges.id, id), eq(storageCharges.account_id, accountId)));
    return row;
  }
}
