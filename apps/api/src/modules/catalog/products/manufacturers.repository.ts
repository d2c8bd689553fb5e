import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { manufacturers, products, type ManufacturerRow } from './products.schema.ts';

const productCount = sql<number>`(select count(*) from ${products} p
  where p.manufacturer_id = "manufacturers"."id" and p.archived_at is null)`.mapWith(Number);

/** Queries of a seller's manufacturers, scoped by account. */
export class ManufacturerRepository {
  constructor(private readonly db: Db) {}

  list(accountId: number) {
    return this.db
      .select({ row: manufacturers, product_count: productCount })
      .from(manufacturers)
      .where(eq(manufacturers.account_id, accountId))
      .orderBy(asc(sql`lower(${manufacturers.name})`), asc(manufacturers.id));
  }

  async one(accountId: number, id: number) {
    const [found] = await this.db
      .select({ row: manufacturers, product_count: productCount })
      .from(manufacturers)
      .where(and(eq(manufacturers.id, id), eq(manufacturers.account_id, accountId)));
    return found;
  }

  async insert(row: typeof manufacturers.$inferInsert): Promise<ManufacturerRow> {
    const [created] = await this.db.insert(manufacturers).values(row).returning();
    return created!;
  }

  async update(accountId: number, id: number, set: Partial<typeof manufacturers.$inferInsert>): Promise<boolean> {
    const rows = await this.db
      .update(manufacturers)
      .set(set)
      .where(and(eq(manufacturers.id, id), eq(manufacturers.account_id, accountId)))
      .returning({ id: manufacturers.id });
    return rows.length > 0;
  }

  /** Products naming it keep existing without a manufacturer (the foreign key sets it null). */
  async remove(accountId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(manufacturers)
      .where(and(eq(manufacturers.id, id), eq(manufacturers.account_id, accountId)))
      .returning({ id: manufacturers.id });
    return rows.length > 0;
  }
}
