import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BuyerErasure, OrderListQuery } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { crmTrials, marketplaceOrders, type OrderRow } from './orders.schema.ts';

export type OrderValues = typeof marketplaceOrders.$inferInsert;

/** What an import may change: the marketplace's facts, never the seller's own (notes, CRM, tags, our track state). */
const MARKETPLACE_COLUMNS = [
  'number',
  'status',
  'payment_status',
  'ordered_at',
  'marketplace_updated_at',
  'country',
  'currency',
  'subtotal',
  'discount',
  'tax',
  'shipping',
  'fees',
  'total',
  'buyer_currency',
  'buyer_total',
  'lines',
  'items_count',
  'buyer_data_until',
  'fulfilled_by_marketplace',
  'cancel_requested',
  'imported_at',
] as const;

/** What names or locates the buyer: an import brings it again only while the buyer has not been forgotten. */
const BUYER_COLUMNS = ['buyer_name', 'buyer_email', 'buyer_note', 'ship_to', 'search_text', 'raw'] as const;

/** What an erased order's raw payload says instead of the marketplace's answer (support reads it). */
export const ERASED_RAW: Record<BuyerErasure, { erased: string }> = {
  notice: { erased: 'the marketplace asked us to forget the buyer' },
  retention: { erased: "the marketplace's data rules let us keep the buyer's data only until buyer_data_until" },
};

export interface OrderFilter extends Omit<OrderListQuery, 'page' | 'on_page' | 'from' | 'to'> {
  /** Calendar-day bounds already turned into instants. */
  fromAt?: Date;
  toBefore?: Date;
}

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a page of imported orders. One row per (shop, external id), so re-running or racing an import updates
   * instead of duplicating; an older copy (a slower racer, a replayed push) never overwrites a newer one.
   */
  /** A buyer closed their account at the marketplace (eBay): every order of theirs, in any cabinet. */
  forgetBuyer(kind: ShopKind, username: string): Promise<number> {
    return this.erase(
      and(eq(marketplaceOrders.kind, kind), sql`${marketplaceOrders.raw}->'buyer'->>'username' = ${username}`)!,
      'notice',
    );
  }

  /** Orders of these shops: the named ones and the customer's (by e-mail), or, with no names, all of them. */
  forgetOrders(shopIds: number[], named?: { externalIds: string[]; email: string | null }): Promise<number> {
    return this.erase(this.ofShops(shopIds, named), 'notice');
  }

  /** Orders whose buyer the marketplace's data rules let us keep only until a time now past (Amazon). */
  forgetBuyersDue(now: Date): Promise<number> {
    return this.erase(
      and(isNull(marketplaceOrders.buyer_erased), lte(marketplaceOrders.buyer_data_until, now))!,
      'retention',
    );
  }

  /** The numbers of the orders a customer's data request names (by id or by their e-mail). */
  async numbersOf(shopIds: number[], named: { externalIds: string[]; email: string | null }): Promise<string[]> {
    const rows = await this.db
      .select({ number: marketplaceOrders.number })
      .from(marketplaceOrders)
      .where(this.ofShops(shopIds, named))
      .orderBy(marketplaceOrders.id);
    return rows.map((row) => row.number);
  }

  private ofShops(shopIds: number[], named?: { externalIds: string[]; email: string | null }): SQL {
    if (shopIds.length === 0) return sql`false`;
    const ofShops = inArray(marketplaceOrders.shop_id, shopIds);
    if (!named) return ofShops;
    const byId = named.externalIds.length > 0 ? inArray(marketplaceOrders.external_id, named.externalIds) : sql`false`;
    const byEmail = named.email ? sql`lower(${marketplaceOrders.buyer_email}) = ${named.email}` : sql`false`;
    return and(ofShops, or(byId, byEmail))!;
  }

  /**
   * Orders whose buyer must not be known any more (privacy notices): they keep what the seller's books need (number,
   * lines, money, tracks) and lose what names or locates the buyer, in the columns, the search text and the raw
   * payload.
   */
  private async erase(where: SQL, reason: BuyerErasure): Promise<number> {
    const lineText = sql`coalesce((select string_agg(concat_ws(' ', l->>'sku', l->>'title'), ' ')
      from jsonb_array_elements(${marketplaceOrders.lines}) l), '')`;
    const erased = await this.db
      .update(marketplaceOrders)
      .set({
        buyer_name: null,
        buyer_email: null,
        buyer_note: null,
        ship_to: null,
        search_text: sql`lower(concat_ws(' ', ${marketplaceOrders.number}, ${lineText}))`,
        raw: ERASED_RAW[reason],
        buyer_erased: reason,
      })
      .where(where)
      .returning({ id: marketplaceOrders.id });
    return erased.length;
  }

  async upsert(rows: OrderValues[]): Promise<void> {
    if (rows.length === 0) return;
    const set = {
      ...Object.fromEntries(MARKETPLACE_COLUMNS.map((c) => [c, sql.raw(`excluded.${c}`)])),
      // A forgotten buyer stays forgotten when the marketplace answers with the order again.
      ...Object.fromEntries(
        BUYER_COLUMNS.map((c) => [
          c,
          sql.raw(
            `case when marketplace_orders.buyer_erased is null then excluded.${c} else marketplace_orders.${c} end`,
          ),
        ]),
      ),
      buyer_erased: sql.raw('coalesce(marketplace_orders.buyer_erased, excluded.buyer_erased)'),
    };
    await this.db
      .insert(marketplaceOrders)
      .values(rows)
      .onConflictDoUpdate({
        target: [marketplaceOrders.shop_id, marketplaceOrders.external_id],
        set,
        setWhere: sql`excluded.marketplace_updated_at >= ${marketplaceOrders.marketplace_updated_at}`,
      });
  }

  async countOfShop(shopId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.shop_id, shopId));
    return row?.n ?? 0;
  }

  async own(accountId: number, id: number): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(marketplaceOrders)
      .where(and(eq(marketplaceOrders.id, id), eq(marketplaceOrders.account_id, accountId)));
    return row ?? null;
  }

  async find(id: number): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, id));
    return row ?? null;
  }

  async byNumber(accountId: number, number: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(marketplaceOrders)
      .where(and(eq(marketplaceOrders.account_id, accountId), eq(marketplaceOrders.number, number)))
      .orderBy(desc(marketplaceOrders.id))
      .limit(1);
    return row ?? null;
  }

  async update(id: number, patch: Partial<OrderValues>): Promise<OrderRow> {
    const [row] = await this.db.update(marketplaceOrders).set(patch).where(eq(marketplaceOrders.id, id)).returning();
    return row!;
  }

  private where(accountId: number, f: OrderFilter): SQL | undefined {
    const o = marketplaceOrders;
    return and(
      eq(o.account_id, accountId),
      f.kind ? eq(o.kind, f.kind) : undefined,
      f.shop_id ? eq(o.shop_id, f.shop_id) : undefined,
      f.status?.length ? inArray(o.status, f.status) : undefined,
      f.payment_status?.length ? inArray(o.payment_status, f.payment_status) : undefined,
      f.crm_status?.length ? inArray(o.crm_status, f.crm_status) : undefined,
      f.fromAt ? gte(o.ordered_at, f.fromAt) : undefined,
      f.toBefore ? lt(o.ordered_at, f.toBefore) : undefined,
      f.q ? sql`${o.search_text} like ${containsPattern(f.q.toLowerCase())}` : undefined,
      // Not shipped yet: open at the marketplace, the seller's to ship, and no track of ours on its way there.
      f.unshipped === 'true'
        ? and(
            eq(o.status, 'open'),
            eq(o.fulfilled_by_marketplace, false),
            inArray(o.track_state, ['none', 'refused', 'failed']),
          )
        : undefined,
    );
  }

  async list(accountId: number, filter: OrderFilter, page: { offset: number; limit: number }) {
    const where = this.where(accountId, filter);
    const newestFirst = [desc(marketplaceOrders.ordered_at), desc(marketplaceOrders.id)];
    // The page's ids come from the list index alone (no table rows read while skipping `offset` of them, and the
    // total an index-only count); only the page's own rows are fetched.
    const pageIds = this.db
      .select({ id: marketplaceOrders.id })
      .from(marketplaceOrders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset);
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(marketplaceOrders)
        .where(inArray(marketplaceOrders.id, pageIds))
        .orderBy(...newestFirst),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(marketplaceOrders)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /** Tracks waiting for another try (a marketplace failed or was busy). */
  dueTracks(now: Date, limit = 50): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(marketplaceOrders)
      .where(and(eq(marketplaceOrders.track_state, 'pending'), lte(marketplaceOrders.track_next_attempt_at, now)))
      .limit(limit);
  }

  /** Orders (any status) placed in [from, to), for the sales figures. */
  placedBetween(accountId: number, from: Date, to: Date, shopId?: number) {
    return this.db
      .select({
        shop_id: marketplaceOrders.shop_id,
        ordered_at: marketplaceOrders.ordered_at,
        currency: marketplaceOrders.currency,
        total: marketplaceOrders.total,
        status: marketplaceOrders.status,
      })
      .from(marketplaceOrders)
      .where(
        and(
          eq(marketplaceOrders.account_id, accountId),
          gte(marketplaceOrders.ordered_at, from),
          lt(marketplaceOrders.ordered_at, to),
          shopId ? eq(marketplaceOrders.shop_id, shopId) : undefined,
        ),
      );
  }

  async crmTrialStart(accountId: number): Promise<Date | null> {
    const [row] = await this.db.select().from(crmTrials).where(eq(crmTrials.account_id, accountId));
    return row?.started_at ?? null;
  }

  /** The first use starts the trial; later uses keep the first date. */
  async startCrmTrial(accountId: number, now: Date): Promise<Date> {
    await this.db.insert(crmTrials).values({ account_id: accountId, started_at: now }).onConflictDoNothing();
    return (await this.crmTrialStart(accountId)) ?? now;
  }
}
