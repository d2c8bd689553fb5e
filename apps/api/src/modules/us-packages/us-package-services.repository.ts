import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { Db, Tx } from '../../platform/db/client.ts';
import { sellerColumns } from '../account/seller-ref.ts';
import { usPackages, usPackageServices, type UsPackageServiceRow } from './us-packages.schema.ts';

const opsColumns = {
  service: usPackageServices,
  carrier: usPackages.carrier,
  tracking_number: usPackages.tracking_number,
  ...sellerColumns(usPackageServices.account_id),
};

/** Queries of the extra services on packages. Seller queries are scoped by account. */
export class UsPackageServiceRepository {
  constructor(private readonly db: Db) {}

  async ownedPackage(tx: Tx, accountId: number, packageId: number) {
    const [row] = await tx
      .select({ id: usPackages.id })
      .from(usPackages)
      .where(and(eq(usPackages.id, packageId), eq(usPackages.account_id, accountId)))
      .for('update');
    return row;
  }

  async insert(tx: Tx, row: typeof usPackageServices.$inferInsert): Promise<UsPackageServiceRow> {
    const [created] = await tx.insert(usPackageServices).values(row).returning();
    return created!;
  }

  ofPackage(packageId: number): Promise<UsPackageServiceRow[]> {
    return this.db
      .select()
      .from(usPackageServices)
      .where(eq(usPackageServices.package_id, packageId))
      .orderBy(desc(usPackageServices.id));
  }

  async lock(tx: Tx, id: number) {
    const [row] = await tx.select().from(usPackageServices).where(eq(usPackageServices.id, id)).for('update');
    return row;
  }

  async update(tx: Tx, id: number, patch: Partial<typeof usPackageServices.$inferInsert>) {
    const [row] = await tx.update(usPackageServices).set(patch).where(eq(usPackageServices.id, id)).returning();
    return row!;
  }

  async requested(q: PageQuery) {
    const where = eq(usPackageServices.status, 'requested');
    const [rows, [total]] = await Promise.all([
      this.db
        .select(opsColumns)
        .from(usPackageServices)
        .innerJoin(usPackages, eq(usPackages.id, usPackageServices.package_id))
        .where(where)
        .orderBy(asc(usPackageServices.created_at), asc(usPackageServices.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(usPackageServices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async one(id: number) {
    const [row] = await this.db
      .select(opsColumns)
      .from(usPackageServices)
      .innerJoin(usPackages, eq(usPackages.id, usPackageServices.package_id))
      .where(eq(usPackageServices.id, id));
    return row;
  }
}
