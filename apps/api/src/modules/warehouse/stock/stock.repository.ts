import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { StockMovementReason, StockPlace, StockState } from '@cabinet/contracts/warehouse-stock';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { sellerRefs } from '../../account/seller-ref.ts';
import { users } from '../../account/account.schema.ts';
import { folderTree } from '../../catalog/categories/folder-tree.ts';
import { products } from '../../catalog/products/products.schema.ts';
import { stockItems, stockMovements, stockReceipts, type StockItemRow } from './stock.schema.ts';
import { escapeLike } from '../../../platform/db/like.ts';

export interface StockFilter extends PageQuery {
  accountId?: number;
  search?: string;
  state?: StockState;
  place?: StockPlace;
  category_id?: number;
  ids?: number[];
}

export interface Movement {
  accountId: number;
  productId: number;
  inStock?: number;
  onTheWay?: number;
  reason: StockMovementReason;
  note?: string;
  shipmentId?: number | null;
  disposalId?: number | null;
  createdBy?: number | null;
  at: Date;
}

// Subqueries name the outer row in full: drizzle writes a bare column name, which would bind to the inner table.
const reserved = sql<number>`(select coalesce(sum(di.quantity), 0) from disposal_items di
  join disposal_requests dr on dr.id = di.request_id
  where di.product_id = "stock_items"."product_id" and dr.status in ('pending', 'approved'))`.mapWith(Number);
const firstImage = sql<number | null>`(select pi.id from product_images pi
  where pi.product_id = "stock_items"."product_id" order by pi.position, pi.id limit 1)`;

/** Queries of stock items, their journal and inbound receipts. Seller queries are scoped by account. */
export class StockRepository {
  constructor(private readonly db: Db) {}

  private where(f: Omit<StockFilter, 'page' | 'on_page'>): SQL | undefined {
    const like = f.search ? `%${escapeLike(f.search)}%` : null;
    return and(
      f.accountId === undefined ? undefined : eq(stockItems.account_id, f.accountId),
      like ? or(ilike(products.sku, like), ilike(products.title_uk, like), ilike(products.title_en, like)) : undefined,
      f.state ? eq(stockItems.state, f.state) : undefined,
      f.ids ? inArray(stockItems.product_id, f.ids) : undefined,
      f.place === 'in_stock' ? sql`${stockItems.in_stock} > 0` : undefined,
      f.place === 'on_the_way' ? sql`${stockItems.on_the_way} > 0` : undefined,
      f.category_id === undefined
        ? undefined
        : sql`${products.category_id} in ${folderTree(f.category_id, f.accountId)}`,
    );
  }

  private select(tx: Tx | Db = this.db) {
    return tx
      .select({ item: stockItems, product: products, reserved, image_id: firstImage })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.product_id));
  }

  /** Whose the goods are, by name and e-mail (the operators' desk). */
  sellers(accountIds: number[]) {
    return sellerRefs(this.db, accountIds);
  }

  async page(f: StockFilter) {
    const where = this.where(f);
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(asc(products.sku), asc(stockItems.id))
        .limit(f.on_page)
        .offset((f.page - 1) * f.on_page),
      this.db
        .select({ n: count() })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.product_id))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async one(productId: number, accountId?: number, tx: Tx | Db = this.db) {
    const [row] = await this.select(tx).where(
      and(
        eq(stockItems.product_id, productId),
        accountId === undefined ? undefined : eq(stockItems.account_id, accountId),
      ),
    );
    return row;
  }

  /** Any account's product (the operators' desk). */
  /** Whether the warehouse has a stock row for the product (it held or expects some of it). */
  async hasItem(tx: Tx, productId: number): Promise<boolean> {
    const [row] = await tx.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.product_id, productId));
    return row !== undefined;
  }

  async product(id: number, tx: Tx | Db = this.db) {
    const [row] = await tx.select().from(products).where(eq(products.id, id));
    return row;
  }

  /** The caller's products among `ids` (any, with or without stock). */
  async productsOf(accountId: number, ids: number[], tx: Tx | Db = this.db) {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(products)
      .where(and(eq(products.account_id, accountId), inArray(products.id, ids)));
  }

  /** The account's products whose SKU is one of `skus` (case-insensitive, as SKUs are unique). */
  async productsBySku(accountId: number, skus: string[], tx: Tx | Db = this.db) {
    const lowered = [...new Set(skus.map((s) => s.trim().toLowerCase()).filter(Boolean))];
    if (lowered.length === 0) return [];
    return tx
      .select()
      .from(products)
      .where(and(eq(products.account_id, accountId), inArray(sql`lower(${products.sku})`, lowered)));
  }

  /** Locks the products' stock rows (creating empty ones first) in product-id order, so concurrent work never deadlocks. */
  async lock(tx: Tx, accountId: number, productIds: number[]): Promise<Map<number, StockItemRow>> {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    if (ids.length === 0) return new Map();
    await tx
      .insert(stockItems)
      .values(ids.map((product_id) => ({ account_id: accountId, product_id })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(stockItems)
      .where(inArray(stockItems.product_id, ids))
      .orderBy(asc(stockItems.product_id))
      .for('update');
    return new Map(rows.map((r) => [r.product_id, r]));
  }

  async setQuantities(tx: Tx, id: number, set: { in_stock: number; on_the_way: number; updated_at: Date }) {
    await tx.update(stockItems).set(set).where(eq(stockItems.id, id));
  }

  async setState(tx: Tx, id: number, set: { state: StockState; state_reason: string; updated_at: Date }) {
    await tx.update(stockItems).set(set).where(eq(stockItems.id, id));
  }

  async insertMovement(tx: Tx, m: Movement) {
    await tx.insert(stockMovements).values({
      account_id: m.accountId,
      product_id: m.productId,
      in_stock_delta: m.inStock ?? 0,
      on_the_way_delta: m.onTheWay ?? 0,
      reason: m.reason,
      note: m.note ?? '',
      shipment_id: m.shipmentId ?? null,
      disposal_id: m.disposalId ?? null,
      created_by: m.createdBy ?? null,
      created_at: m.at,
    });
  }

  async movements(productId: number, q: PageQuery) {
    const where = eq(stockMovements.product_id, productId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          movement: stockMovements,
          operator: { id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name },
        })
        .from(stockMovements)
        .leftJoin(users, and(eq(users.id, stockMovements.created_by), eq(users.role, 'operator')))
        .where(where)
        .orderBy(desc(stockMovements.created_at), desc(stockMovements.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(stockMovements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Per product: what a shipment announced (`inbound_expected`) and what was received from it. */
  async shipmentTotals(shipmentId: number, tx: Tx | Db = this.db) {
    return tx
      .select({
        product_id: stockMovements.product_id,
        announced: sql<number>`coalesce(sum(${stockMovements.on_the_way_delta})
          filter (where ${stockMovements.reason} = 'inbound_expected'), 0)`.mapWith(Number),
        received: sql<number>`coalesce(sum(${stockMovements.in_stock_delta})
          filter (where ${stockMovements.reason} = 'received'), 0)`.mapWith(Number),
      })
      .from(stockMovements)
      .where(eq(stockMovements.shipment_id, shipmentId))
      .groupBy(stockMovements.product_id);
  }

  async receipt(shipmentId: number, tx: Tx | Db = this.db) {
    const [row] = await tx.select().from(stockReceipts).where(eq(stockReceipts.shipment_id, shipmentId));
    return row;
  }

  async insertReceipt(tx: Tx, row: typeof stockReceipts.$inferInsert) {
    await tx.insert(stockReceipts).values(row);
  }
}
