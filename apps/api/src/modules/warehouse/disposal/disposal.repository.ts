import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import { reservingDisposalStatuses, type DisposalStatus } from '@cabinet/contracts/disposal';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../../platform/db/queue-figures.ts';
import { sellerRefs } from '../../account/seller-ref.ts';
import { products } from '../../catalog/products/products.schema.ts';
import { disposalItems, disposalRequests, type DisposalRequestRow } from './disposal.schema.ts';

/** Queries of disposal requests and their items. Seller queries are scoped by account. */
export class DisposalRepository {
  constructor(private readonly db: Db) {}

  async page(q: PageQuery & { accountId?: number; status?: DisposalStatus }) {
    const where: SQL | undefined = and(
      q.accountId === undefined ? undefined : eq(disposalRequests.account_id, q.accountId),
      q.status ? eq(disposalRequests.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(disposalRequests)
        .where(where)
        .orderBy(desc(disposalRequests.created_at), desc(disposalRequests.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(disposalRequests).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * The desk's queues: requests to approve or reject (`pending`, since requested) and approved ones to complete
   * (since approved).
   */
  waiting(status: 'pending' | 'approved', cutoff: Date): Promise<QueueFigures> {
    const since = status === 'pending' ? disposalRequests.created_at : disposalRequests.decided_at;
    return queueFigures(this.db, { from: disposalRequests, where: eq(disposalRequests.status, status), since, cutoff });
  }

  /** Whose the requests are, by name and e-mail (the operators' desk). */
  sellers(accountIds: number[]) {
    return sellerRefs(this.db, accountIds);
  }

  async one(id: number, accountId?: number): Promise<DisposalRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(disposalRequests)
      .where(
        and(
          eq(disposalRequests.id, id),
          accountId === undefined ? undefined : eq(disposalRequests.account_id, accountId),
        ),
      );
    return row;
  }

  async lock(tx: Tx, id: number): Promise<DisposalRequestRow | undefined> {
    const [row] = await tx.select().from(disposalRequests).where(eq(disposalRequests.id, id)).for('update');
    return row;
  }

  async items(requestIds: number[], tx: Tx | Db = this.db) {
    if (requestIds.length === 0) return [];
    return tx
      .select({
        request_id: disposalItems.request_id,
        product_id: disposalItems.product_id,
        quantity: disposalItems.quantity,
        sku: products.sku,
        title_uk: products.title_uk,
        title_en: products.title_en,
      })
      .from(disposalItems)
      .innerJoin(products, eq(products.id, disposalItems.product_id))
      .where(inArray(disposalItems.request_id, requestIds))
      .orderBy(asc(disposalItems.id));
  }

  /** Units of each product held by requests not yet completed, rejected or cancelled. */
  async reserved(tx: Tx, productIds: number[]): Promise<Map<number, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await tx
      .select({ product_id: disposalItems.product_id, n: sql<number>`sum(${disposalItems.quantity})`.mapWith(Number) })
      .from(disposalItems)
      .innerJoin(disposalRequests, eq(disposalRequests.id, disposalItems.request_id))
      .where(
        and(
          inArray(disposalItems.product_id, productIds),
          inArray(disposalRequests.status, [...reservingDisposalStatuses]),
        ),
      )
      .groupBy(disposalItems.product_id);
    return new Map(rows.map((r) => [r.product_id, r.n]));
  }

  async insert(tx: Tx, row: typeof disposalRequests.$inferInsert, items: { product_id: number; quantity: number }[]) {
    const [created] = await tx.insert(disposalRequests).values(row).returning();
    await tx.insert(disposalItems).values(items.map((i) => ({ ...i, request_id: created!.id })));
    return created!;
  }

  async update(tx: Tx, id: number, set: Partial<typeof disposalRequests.$inferInsert>) {
    await tx.update(disposalRequests).set(set).where(eq(disposalRequests.id, id));
  }
}
