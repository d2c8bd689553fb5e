import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { ProductKind } from '@cabinet/contracts/products';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { warehouseCategories } from '../categories/categories.schema.ts';
import { folderTree } from '../categories/folder-tree.ts';
import { manufacturers, productImages, products, type ProductImageRow } from './products.schema.ts';
import { containsPattern } from '../../../platform/db/like.ts';

export interface ProductFilter extends PageQuery {
  search?: string;
  /** The folder and its sub-folders, already expanded. */
  categoryIds?: number[];
  manufacturer_id?: number;
  kind?: ProductKind;
}

/** `%`, `_` and `\` typed by a seller are letters, not patterns. */

const columns = {
  product: products,
  manufacturer_name: manufacturers.name,
  category_name: warehouseCategories.name,
};

/** Queries of products and their images; every one scoped by account, archived products left out. */
export class ProductRepository {
  constructor(private readonly db: Db) {}

  /** The account's live products with these SKUs (compared case-insensitively, as the unique index does). */
  bySkus(accountId: number, skus: string[]) {
    return this.db
      .select({
        id: products.id,
        sku: products.sku,
        title_uk: products.title_uk,
        title_en: products.title_en,
        hs_code: products.hs_code,
        cost: products.cost,
      })
      .from(products)
      .where(
        and(
          eq(products.account_id, accountId),
          isNull(products.archived_at),
          inArray(
            sql`lower(${products.sku})`,
            skus.map((s) => s.toLowerCase()),
          ),
        ),
      );
  }

  private select(db: Db | Tx = this.db) {
    return db
      .select(columns)
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturer_id))
      .leftJoin(warehouseCategories, eq(warehouseCategories.id, products.category_id));
  }

  async list(accountId: number, q: ProductFilter) {
    const term = q.search?.trim();
    const where = and(
      eq(products.account_id, accountId),
      isNull(products.archived_at),
      term
        ? or(
            ilike(products.sku, containsPattern(term)),
            ilike(products.title_uk, containsPattern(term)),
            ilike(products.title_en, containsPattern(term)),
          )
        : undefined,
      q.categoryIds ? inArray(products.category_id, q.categoryIds) : undefined,
      q.manufacturer_id ? eq(products.manufacturer_id, q.manufacturer_id) : undefined,
      q.kind ? eq(products.kind, q.kind) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(products.created_at), desc(products.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async one(accountId: number, id: number, db: Db | Tx = this.db) {
    const [found] = await this.select(db).where(
      and(eq(products.id, id), eq(products.account_id, accountId), isNull(products.archived_at)),
    );
    return found;
  }

  async images(productIds: number[], db: Db | Tx = this.db): Promise<ProductImageRow[]> {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(productImages)
      .where(inArray(productImages.product_id, productIds))
      .orderBy(asc(productImages.position), asc(productImages.id));
  }

  async image(accountId: number, productId: number, imageId: number): Promise<ProductImageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productImages)
      .where(
        and(
          eq(productImages.id, imageId),
          eq(productImages.product_id, productId),
          eq(productImages.account_id, accountId),
        ),
      );
    return row;
  }

  async insert(tx: Tx, row: typeof products.$inferInsert): Promise<number> {
    const [created] = await tx.insert(products).values(row).returning({ id: products.id });
    return created!.id;
  }

  /** The product locked for an edit (archived ones are gone for the seller). */
  async lock(tx: Tx, accountId: number, id: number) {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.account_id, accountId), isNull(products.archived_at)))
      .for('update');
    return row;
  }

  async update(tx: Tx, id: number, set: Partial<typeof products.$inferInsert>): Promise<void> {
    await tx.update(products).set(set).where(eq(products.id, id));
  }

  async remove(tx: Tx, id: number): Promise<void> {
    await tx.delete(products).where(eq(products.id, id));
  }

  async insertImages(tx: Tx, rows: (typeof productImages.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(productImages).values(rows);
  }

  async deleteImages(tx: Tx, ids: number[]): Promise<void> {
    if (ids.length) await tx.delete(productImages).where(inArray(productImages.id, ids));
  }

  async setImagePosition(tx: Tx, id: number, position: number): Promise<void> {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  }

  async manufacturerOwned(accountId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(and(eq(manufacturers.id, id), eq(manufacturers.account_id, accountId)));
    return row !== undefined;
  }

  async categoryOwned(accountId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: warehouseCategories.id })
      .from(warehouseCategories)
      .where(and(eq(warehouseCategories.id, id), eq(warehouseCategories.account_id, accountId)));
    return row !== undefined;
  }

  /** A folder of the account and every folder below it; empty when the folder is not the account's. */
  async folderWithDescendants(accountId: number, id: number): Promise<number[]> {
    const result = await this.db.execute<{ id: number }>(sql`select id from ${folderTree(id, accountId)} as tree`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle's execute type does not say which. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export type ProductListRow = Awaited<ReturnType<ProductRepository['list']>>['rows'][number];
