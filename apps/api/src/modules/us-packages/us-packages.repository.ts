import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { Db, Tx } from '../../platform/db/client.ts';
import { accounts } from '../account/account.schema.ts';
import { sellerColumns } from '../account/seller-ref.ts';
import { usPackagePhotos, usPackages, type UsPackagePhotoRow, type UsPackageRow } from './us-packages.schema.ts';

const opsColumns = { row: usPackages, ...sellerColumns(usPackages.account_id) };

/** Queries of packages at the US warehouse and their photos. Seller queries are scoped by account. */
export class UsPackageRepository {
  constructor(private readonly db: Db) {}

  async accountExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
    return row !== undefined;
  }

  async insertPhoto(row: typeof usPackagePhotos.$inferInsert): Promise<UsPackagePhotoRow> {
    const [inserted] = await this.db.insert(usPackagePhotos).values(row).returning();
    return inserted!;
  }

  /** The photos of these names not attached to any package yet, locked for the check-in that attaches them. */
  loosePhotos(tx: Tx, filenames: string[]): Promise<UsPackagePhotoRow[]> {
    return tx
      .select()
      .from(usPackagePhotos)
      .where(and(inArray(usPackagePhotos.filename, filenames), isNull(usPackagePhotos.package_id)))
      .for('update');
  }

  async insert(tx: Tx, row: typeof usPackages.$inferInsert, photos: string[]): Promise<UsPackageRow> {
    const [created] = await tx.insert(usPackages).values(row).returning();
    for (const [position, filename] of photos.entries()) {
      await tx
        .update(usPackagePhotos)
        .set({ package_id: created!.id, position })
        .where(eq(usPackagePhotos.filename, filename));
    }
    return created!;
  }

  private async page(where: SQL | undefined, q: PageQuery) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select(opsColumns)
        .from(usPackages)
        .where(where)
        .orderBy(desc(usPackages.arrived_at), desc(usPackages.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(usPackages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  ofAccount(accountId: number, q: PageQuery) {
    return this.page(eq(usPackages.account_id, accountId), q);
  }

  all(q: PageQuery) {
    return this.page(undefined, q);
  }

  async one(id: number) {
    const [row] = await this.db.select(opsColumns).from(usPackages).where(eq(usPackages.id, id));
    return row;
  }

  async photos(packageIds: number[]): Promise<Map<number, UsPackagePhotoRow[]>> {
    const byPackage = new Map<number, UsPackagePhotoRow[]>();
    if (packageIds.length === 0) return byPackage;
    const rows = await this.db
      .select()
      .from(usPackagePhotos)
      .where(inArray(usPackagePhotos.package_id, packageIds))
      .orderBy(asc(usPackagePhotos.position));
    for (const row of rows) byPackage.set(row.package_id!, [...(byPackage.get(row.package_id!) ?? []), row]);
    return byPackage;
  }

  async photo(packageId: number, filename: string): Promise<UsPackagePhotoRow | undefined> {
    const [row] = await this.db
      .select()
      .from(usPackagePhotos)
      .where(and(eq(usPackagePhotos.package_id, packageId), eq(usPackagePhotos.filename, filename)));
    return row;
  }
}
