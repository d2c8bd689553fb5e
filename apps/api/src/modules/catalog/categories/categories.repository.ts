import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { products } from '../products/products.schema.ts';
import { warehouseCategories, type WarehouseCategoryRow } from './categories.schema.ts';

/** Queries of a seller's product folders, scoped by account. */
export class CategoryRepository {
  constructor(private readonly db: Db) {}

  all(accountId: number, db: Db | Tx = this.db): Promise<WarehouseCategoryRow[]> {
    return db
      .select()
      .from(warehouseCategories)
      .where(eq(warehouseCategories.account_id, accountId))
      .orderBy(asc(warehouseCategories.position), asc(warehouseCategories.name), asc(warehouseCategories.id));
  }

  /** Products (not archived) directly in each folder. */
  async productCounts(accountId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ category_id: products.category_id, n: count() })
      .from(products)
      .where(and(eq(products.account_id, accountId), isNull(products.archived_at), isNotNull(products.category_id)))
      .groupBy(products.category_id);
    return new Map(rows.map((r) => [r.category_id!, r.n]));
  }

  async insert(tx: Tx, row: typeof warehouseCategories.$inferInsert): Promise<number> {
    const [created] = await tx.insert(warehouseCategories).values(row).returning({ id: warehouseCategories.id });
    return created!.id;
  }

  async update(tx: Tx, id: number, set: Partial<typeof warehouseCategories.$inferInsert>): Promise<void> {
    await tx.update(warehouseCategories).set(set).where(eq(warehouseCategories.id, id));
  }

  /** Products of the removed folders become uncategorised first (the foreign key would do it too, row by row). */
  async remove(tx: Tx, ids: number[]): Promise<void> {
    await tx.update(products).set({ category_id: null }).where(inArray(products.category_id, ids));
    await tx.delete(warehouseCategories).where(inArray(warehouseCategories.id, ids));
  }

  /** Serialises edits of one account's tree, so two concurrent moves cannot build a cycle between them. */
  async lockTree(tx: Tx, accountId: number): Promise<WarehouseCategoryRow[]> {
    return tx.select().from(warehouseCategories).where(eq(warehouseCategories.account_id, accountId)).for('update');
  }
}
