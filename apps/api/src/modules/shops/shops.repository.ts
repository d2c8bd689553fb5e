import { type SQLWrapper, and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { queueFigures, type QueueFigures } from '../../platform/db/queue-figures.ts';
import { users } from '../account/account.schema.ts';
import { sellerColumns, sellerRefs } from '../account/seller-ref.ts';
import {
  shopConnectionRequests,
  shopConnections,
  shopPushDeliveries,
  shops,
  type ShopRow,
  type StoredCredentials,
} from './shops.schema.ts';

/** A connection request still to answer (§9). */
const openRequest = inArray(shopConnectionRequests.status, ['new', 'in_progress']);
/** The account's owner (whose e-mail operators see). */
const ownerOf = (accountId: SQLWrapper) => and(eq(users.account_id, accountId as never), eq(users.role, 'owner'));

/** A run is taken over when it has not moved for this long (a crashed process left it "running"). */
export const STALE_RUN_MS = 10 * 60_000;

export class ShopsRepository {
  constructor(private readonly db: Db) {}

  linked(accountId: number): Promise<ShopRow[]> {
    return this.db
      .select()
      .from(shops)
      .where(and(eq(shops.account_id, accountId), isNull(shops.unlinked_at)))
      .orderBy(asc(shops.kind), asc(shops.id));
  }

  ofAccount(accountId: number): Promise<ShopRow[]> {
    return this.db.select().from(shops).where(eq(shops.account_id, accountId));
  }

  async find(id: number): Promise<ShopRow | null> {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, id));
    return row ?? null;
  }

  /** The seller's linked shop, or null (another account's shop is none of theirs). */
  async own(accountId: number, id: number): Promise<ShopRow | null> {
    const [row] = await this.db
      .select()
      .from(shops)
      .where(and(eq(shops.id, id), eq(shops.account_id, accountId), isNull(shops.unlinked_at)));
    return row ?? null;
  }

  async linkedByExternal(kind: ShopKind, externalId: string): Promise<ShopRow | null> {
    const [row] = await this.db
      .select()
      .from(shops)
      .where(and(eq(shops.kind, kind), eq(shops.external_id, externalId), isNull(shops.unlinked_at)));
    return row ?? null;
  }

  /** The account's most recently unlinked row of this marketplace shop, if any. */
  async unlinkedOf(accountId: number, kind: ShopKind, externalId: string): Promise<ShopRow | null> {
    const [row] = await this.db
      .select()
      .from(shops)
      .where(
        and(
          eq(shops.account_id, accountId),
          eq(shops.kind, kind),
          eq(shops.external_id, externalId),
          isNotNull(shops.unlinked_at),
        ),
      )
      .orderBy(desc(shops.unlinked_at))
      .limit(1);
    return row ?? null;
  }

  async insert(values: typeof shops.$inferInsert): Promise<ShopRow> {
    const [row] = await this.db.insert(shops).values(values).returning();
    return row!;
  }

  async update(id: number, patch: Partial<typeof shops.$inferInsert>): Promise<ShopRow> {
    const [row] = await this.db.update(shops).set(patch).where(eq(shops.id, id)).returning();
    return row!;
  }

  async saveCredentials(id: number, credentials: StoredCredentials): Promise<void> {
    await this.db.update(shops).set({ credentials }).where(eq(shops.id, id));
  }

  /** Takes the shop's import run unless another one is alive: one run per shop at a time. */
  async claimRun(id: number, now: Date): Promise<ShopRow | null> {
    const [row] = await this.db
      .update(shops)
      .set({ sync_state: 'running', sync_started_at: now })
      .where(
        and(
          eq(shops.id, id),
          isNull(shops.unlinked_at),
          eq(shops.status, 'connected'),
          or(sql`${shops.sync_state} <> 'running'`, lt(shops.sync_started_at, new Date(now.getTime() - STALE_RUN_MS))),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Linked, working shops whose last import ended before `before` (the job's round). */
  async dueForSync(before: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(
        and(
          isNull(shops.unlinked_at),
          eq(shops.status, 'connected'),
          or(isNull(shops.last_synced_at), lt(shops.last_synced_at, before)),
        ),
      )
      .orderBy(asc(shops.last_synced_at));
    return rows.map((r) => r.id);
  }

  /**
   * Connected shops whose marketplace authorisation ends before `until` and whose seller has not been told of it
   * (the date stays readable in the credentials: it is not a secret).
   */
  async authorizationEnding(until: Date): Promise<ShopRow[]> {
    return this.db
      .select()
      .from(shops)
      .where(
        and(
          isNull(shops.unlinked_at),
          eq(shops.status, 'connected'),
          isNull(shops.ending_warned_at),
          sql`(${shops.credentials}->>'authorizationExpiresAt')::timestamptz < ${until.toISOString()}`,
        ),
      )
      .orderBy(asc(shops.id));
  }

  async pending(state: string) {
    const [row] = await this.db.select().from(shopConnections).where(eq(shopConnections.state, state));
    return row ?? null;
  }

  async addPending(values: typeof shopConnections.$inferInsert): Promise<void> {
    await this.db.insert(shopConnections).values(values);
  }

  /** Uses a pending connection once: false when it was already used (a replayed redirect). */
  async usePending(state: string, now: Date): Promise<boolean> {
    const used = await this.db
      .update(shopConnections)
      .set({ used_at: now })
      .where(and(eq(shopConnections.state, state), isNull(shopConnections.used_at)))
      .returning({ state: shopConnections.state });
    return used.length === 1;
  }

  /** Records a push delivery; false when it was handled already. */
  async byExternal(kind: ShopKind, externalId: string): Promise<ShopRow[]> {
    return this.db
      .select()
      .from(shops)
      .where(and(eq(shops.kind, kind), eq(shops.external_id, externalId)))
      .orderBy(asc(shops.id));
  }

  /**
   * A marketplace user closed their account (or a shop asked to be forgotten): every shop of theirs, in any cabinet, is unlinked and keeps nothing
   * that names them (tokens, name, address at the marketplace). Its orders stay, as the seller's records.
   */
  async forgetUser(kind: ShopKind, externalId: string, now: Date): Promise<number> {
    const forgotten = await this.db
      .update(shops)
      .set({
        credentials: null,
        unlinked_at: sql`coalesce(${shops.unlinked_at}, ${now.toISOString()}::timestamptz)`,
        external_id: sql`'closed:' || ${shops.id}`,
        name: sql`'closed:' || ${shops.id}`,
        url: '',
        sync_cursor: null,
        sync_state: 'idle',
      })
      .where(and(eq(shops.kind, kind), eq(shops.external_id, externalId)))
      .returning({ id: shops.id });
    return forgotten.length;
  }

  async firstDelivery(kind: string, deliveryId: string, now: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(shopPushDeliveries)
      .values({ delivery_id: `${kind}:${deliveryId}`, kind, received_at: now })
      .onConflictDoNothing()
      .returning({ id: shopPushDeliveries.delivery_id });
    return inserted.length === 1;
  }

  /** A delivery that could not be acted on: the marketplace's retry is taken again. */
  async forgetDelivery(kind: string, deliveryId: string): Promise<void> {
    await this.db.delete(shopPushDeliveries).where(eq(shopPushDeliveries.delivery_id, `${kind}:${deliveryId}`));
  }

  requests(accountId: number) {
    return this.db
      .select()
      .from(shopConnectionRequests)
      .where(eq(shopConnectionRequests.account_id, accountId))
      .orderBy(desc(shopConnectionRequests.id))
      .limit(100);
  }

  async addRequest(values: typeof shopConnectionRequests.$inferInsert) {
    const [row] = await this.db.insert(shopConnectionRequests).values(values).returning();
    return row!;
  }

  async opsRequests(filter: { status?: string; offset: number; limit: number }) {
    const where =
      filter.status === 'open'
        ? openRequest
        : filter.status
          ? eq(shopConnectionRequests.status, filter.status as 'new')
          : undefined;
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          request: shopConnectionRequests,
          email: users.email,
          ...sellerColumns(shopConnectionRequests.account_id),
        })
        .from(shopConnectionRequests)
        .innerJoin(users, ownerOf(shopConnectionRequests.account_id))
        .where(where)
        .orderBy(asc(shopConnectionRequests.due_at), asc(shopConnectionRequests.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(shopConnectionRequests)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /** The desk's queue: requests still to answer (new or in progress), by when they were sent. */
  waitingRequests(cutoff: Date): Promise<QueueFigures> {
    const { created_at } = shopConnectionRequests;
    return queueFigures(this.db, { from: shopConnectionRequests, where: openRequest, since: created_at, cutoff });
  }

  async answerRequest(id: number, patch: Partial<typeof shopConnectionRequests.$inferInsert>) {
    const [row] = await this.db
      .update(shopConnectionRequests)
      .set(patch)
      .where(eq(shopConnectionRequests.id, id))
      .returning();
    return row ?? null;
  }

  /** Whose the shops are, by name and e-mail (the operators' desk). */
  sellers(accountIds: number[]) {
    return sellerRefs(this.db, accountIds);
  }

  async requestEmail(accountId: number): Promise<string> {
    const [row] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(ownerOf(sql`${accountId}`));
    return row?.email ?? '';
  }

  async opsShops(filter: {
    kind?: ShopKind;
    failing?: boolean;
    q?: string;
    account_id?: number;
    offset: number;
    limit: number;
  }) {
    const where = and(
      isNull(shops.unlinked_at),
      filter.account_id === undefined ? undefined : eq(shops.account_id, filter.account_id),
      filter.kind ? eq(shops.kind, filter.kind) : undefined,
      filter.failing === undefined
        ? undefined
        : filter.failing
          ? or(eq(shops.sync_state, 'failed'), eq(shops.status, 'reconnect'))
          : and(sql`${shops.sync_state} <> 'failed'`, eq(shops.status, 'connected')),
      filter.q
        ? or(ilike(shops.name, containsPattern(filter.q)), ilike(users.email, containsPattern(filter.q)))
        : undefined,
    );
    const base = this.db
      .select({ shop: shops, email: users.email, ...sellerColumns(shops.account_id) })
      .from(shops)
      .innerJoin(users, ownerOf(shops.account_id));
    const [rows, [count]] = await Promise.all([
      base
        .where(where)
        .orderBy(desc(isNotNull(shops.last_error_at)), desc(shops.last_error_at), asc(shops.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(shops)
        .innerJoin(users, ownerOf(shops.account_id))
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }
}
