import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { PackageClaimStatus } from '@cabinet/contracts/us-package-claims';
import type { Db, Tx } from '../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../platform/db/queue-figures.ts';
import { sellerColumns } from '../account/seller-ref.ts';
import { usPackageClaims, usPackagePhotos, usPackages, type UsPackageClaimRow } from './us-packages.schema.ts';

const claimColumns = { claim: usPackageClaims, pkg: usPackages, ...sellerColumns(usPackageClaims.account_id) };

/** Queries of the unidentified pool and the claims on it. */
export class UsPackageClaimRepository {
  constructor(private readonly db: Db) {}

  /** Packages with no owner, newest first, each with the caller's latest claim on it. */
  async unidentified(accountId: number, q: PageQuery) {
    const mine = (column: 'id' | 'status' | 'reason') =>
      sql.raw(`(select c."${column}" from "us_package_claims" c where c."package_id" = "us_packages"."id"
        and c."account_id" = ${Number(accountId)} order by c."id" desc limit 1)`);
    const where = isNull(usPackages.account_id);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          row: usPackages,
          claim_id: sql<number | null>`${mine('id')}`,
          claim_status: sql<PackageClaimStatus | null>`${mine('status')}`,
          claim_reason: sql<string | null>`${mine('reason')}`,
        })
        .from(usPackages)
        .where(where)
        .orderBy(desc(usPackages.arrived_at), desc(usPackages.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(usPackages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The first photo (the label's) of a package still in the pool. */
  async labelPhotoOfUnidentified(packageId: number) {
    const [row] = await this.db
      .select({ photo: usPackagePhotos })
      .from(usPackagePhotos)
      .innerJoin(usPackages, eq(usPackages.id, usPackagePhotos.package_id))
      .where(and(eq(usPackages.id, packageId), isNull(usPackages.account_id)))
      .orderBy(asc(usPackagePhotos.position))
      .limit(1);
    return row?.photo;
  }

  async lockPackage(tx: Tx, id: number) {
    const [row] = await tx.select().from(usPackages).where(eq(usPackages.id, id)).for('update');
    return row;
  }

  async setOwner(tx: Tx, packageId: number, accountId: number) {
    await tx.update(usPackages).set({ account_id: accountId }).where(eq(usPackages.id, packageId));
  }

  async insert(tx: Tx, row: typeof usPackageClaims.$inferInsert): Promise<UsPackageClaimRow> {
    const [created] = await tx.insert(usPackageClaims).values(row).returning();
    return created!;
  }

  async page(q: PageQuery & { status?: PackageClaimStatus }) {
    const where: SQL | undefined = q.status ? eq(usPackageClaims.status, q.status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(claimColumns)
        .from(usPackageClaims)
        .innerJoin(usPackages, eq(usPackages.id, usPackageClaims.package_id))
        .where(where)
        .orderBy(asc(usPackageClaims.created_at), asc(usPackageClaims.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(usPackageClaims).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async one(id: number) {
    const [row] = await this.db
      .select(claimColumns)
      .from(usPackageClaims)
      .innerJoin(usPackages, eq(usPackages.id, usPackageClaims.package_id))
      .where(eq(usPackageClaims.id, id));
    return row;
  }

  async packageIdOf(claimId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: usPackageClaims.package_id })
      .from(usPackageClaims)
      .where(eq(usPackageClaims.id, claimId));
    return row?.id;
  }

  async lock(tx: Tx, id: number) {
    const [row] = await tx.select().from(usPackageClaims).where(eq(usPackageClaims.id, id)).for('update');
    return row;
  }

  async decide(tx: Tx, id: number, patch: Partial<typeof usPackageClaims.$inferInsert>) {
    await tx.update(usPackageClaims).set(patch).where(eq(usPackageClaims.id, id));
  }

  /** Refuses the other pending claims on a package once one is approved; returns who made them. */
  refuseOthers(tx: Tx, packageId: number, approvedId: number, by: number, at: Date) {
    return tx
      .update(usPackageClaims)
      .set({ status: 'rejected', reason: null, decided_by: by, decided_at: at })
      .where(
        and(
          eq(usPackageClaims.package_id, packageId),
          ne(usPackageClaims.id, approvedId),
          eq(usPackageClaims.status, 'pending'),
        ),
      )
      .returning({ account_id: usPackageClaims.account_id });
  }

  /** The desk's home page: claims waiting for a decision. */
  waiting(cutoff: Date): Promise<QueueFigures> {
    const where = eq(usPackageClaims.status, 'pending');
    return queueFigures(this.db, { from: usPackageClaims, where, since: usPackageClaims.created_at, cutoff });
  }

  /** Whether a claim of the account attaches this upload (a member reads it with the purchases permission). */
  async usesFile(accountId: number, filename: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: usPackageClaims.id })
      .from(usPackageClaims)
      .where(
        and(
          eq(usPackageClaims.account_id, accountId),
          sql`${usPackageClaims.files} @> ${JSON.stringify([{ filename }])}::jsonb`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
