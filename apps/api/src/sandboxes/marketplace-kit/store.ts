import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  sandboxMarketplaceActions,
  sandboxMarketplaceGrants,
  sandboxMarketplaceOrders,
  sandboxMarketplaceShops,
  sandboxMarketplaceTokens,
  type SandboxTokenType,
} from './kit.schema.ts';

/*
 * What every marketplace sandbox does the same way: shops found or opened by handle, single-use codes, hashed tokens
 * with expiry and revocation, orders in the marketplace's own shape, the log of actions (pushes go through
 * sandboxes/deliveries). Each kind's routes (…/<kind>/sandbox.routes.ts) speak its API on top of these.
 */

export type SandboxShop = typeof sandboxMarketplaceShops.$inferSelect;
export type SandboxOrder = typeof sandboxMarketplaceOrders.$inferSelect;

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The shop signing in at a consent page: the existing one, or a new one opened by `create` (its id and settings). */
export async function shopByHandle(
  db: Db,
  kind: string,
  handle: string,
  create: () => { externalId: string; settings?: Record<string, unknown>; trackingRestricted?: boolean },
  now: Date,
): Promise<{ shop: SandboxShop; created: boolean }> {
  const [found] = await db
    .select()
    .from(sandboxMarketplaceShops)
    .where(and(eq(sandboxMarketplaceShops.kind, kind), eq(sandboxMarketplaceShops.handle, handle)));
  if (found) return { shop: found, created: false };
  const fresh = create();
  const [inserted] = await db
    .insert(sandboxMarketplaceShops)
    .values({
      kind,
      handle,
      external_id: fresh.externalId,
      settings: fresh.settings ?? {},
      tracking_restricted: fresh.trackingRestricted ?? false,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { shop: inserted, created: true };
  // A racing consent opened it first.
  return shopByHandle(db, kind, handle, create, now);
}

export async function shopById(db: Db, id: number): Promise<SandboxShop | null> {
  const [shop] = await db.select().from(sandboxMarketplaceShops).where(eq(sandboxMarketplaceShops.id, id));
  return shop ?? null;
}

export async function shopByExternalId(db: Db, kind: string, externalId: string): Promise<SandboxShop | null> {
  const [shop] = await db
    .select()
    .from(sandboxMarketplaceShops)
    .where(and(eq(sandboxMarketplaceShops.kind, kind), eq(sandboxMarketplaceShops.external_id, externalId)));
  return shop ?? null;
}

export async function issueGrant(
  db: Db,
  grant: { kind: string; shopId: number; redirectUri: string; codeChallenge?: string; scope?: string; ttlMs: number },
  now: Date,
): Promise<string> {
  const code = randomToken();
  await db.insert(sandboxMarketplaceGrants).values({
    code,
    kind: grant.kind,
    shop_id: grant.shopId,
    redirect_uri: grant.redirectUri,
    code_challenge: grant.codeChallenge ?? null,
    scope: grant.scope ?? '',
    expires_at: new Date(now.getTime() + grant.ttlMs),
  });
  return code;
}

export type GrantRefusal = 'unknown' | 'used' | 'expired' | 'redirect_mismatch';

/** Takes a code once: a replay, an expired code or another redirect URI is refused (the caller words it). */
export async function redeemGrant(
  db: Db,
  kind: string,
  code: string,
  redirectUri: string,
  now: Date,
): Promise<{ grant: typeof sandboxMarketplaceGrants.$inferSelect } | { refused: GrantRefusal }> {
  if (code.length === 0 || code.length > 200) return { refused: 'unknown' };
  const [grant] = await db
    .select()
    .from(sandboxMarketplaceGrants)
    .where(and(eq(sandboxMarketplaceGrants.code, code), eq(sandboxMarketplaceGrants.kind, kind)));
  if (!grant) return { refused: 'unknown' };
  if (grant.used_at) return { refused: 'used' };
  if (grant.expires_at <= now) return { refused: 'expired' };
  if (grant.redirect_uri !== redirectUri) return { refused: 'redirect_mismatch' };
  const taken = await db
    .update(sandboxMarketplaceGrants)
    .set({ used_at: now })
    .where(and(eq(sandboxMarketplaceGrants.code, code), isNull(sandboxMarketplaceGrants.used_at)))
    .returning({ code: sandboxMarketplaceGrants.code });
  return taken.length === 1 ? { grant } : { refused: 'used' };
}

/** A new token of the shop's; null `ttlMs` = it does not expire. */
export async function issueToken(
  db: Db,
  token: {
    kind: string;
    shopId: number;
    type: SandboxTokenType;
    ttlMs: number | null;
    prefix?: string;
    scope?: unknown;
  },
  now: Date,
): Promise<{ value: string; expiresAt: Date | null }> {
  const value = `${token.prefix ?? ''}${randomToken(32)}`;
  const expiresAt = token.ttlMs === null ? null : new Date(now.getTime() + token.ttlMs);
  await db.insert(sandboxMarketplaceTokens).values({
    hash: sha256(value),
    kind: token.kind,
    shop_id: token.shopId,
    type: token.type,
    scope: token.scope ?? null,
    expires_at: expiresAt,
    created_at: now,
  });
  return { value, expiresAt };
}

export type TokenRefusal = 'unknown' | 'expired' | 'revoked';

/** The shop a token belongs to, or why it does not work. */
export async function checkToken(
  db: Db,
  kind: string,
  type: SandboxTokenType,
  value: string,
  now: Date,
): Promise<{ shopId: number; createdAt: Date; scope: unknown } | { refused: TokenRefusal }> {
  if (value.length === 0 || value.length > 500) return { refused: 'unknown' };
  const [row] = await db
    .select()
    .from(sandboxMarketplaceTokens)
    .where(
      and(
        eq(sandboxMarketplaceTokens.hash, sha256(value)),
        eq(sandboxMarketplaceTokens.kind, kind),
        eq(sandboxMarketplaceTokens.type, type),
      ),
    );
  if (!row) return { refused: 'unknown' };
  if (row.revoked_at) return { refused: 'revoked' };
  if (row.expires_at && row.expires_at <= now) return { refused: 'expired' };
  return { shopId: row.shop_id, createdAt: row.created_at, scope: row.scope };
}

/** Revokes one token (Etsy's rotation of the refresh token), or every token of the shop (`value` null). */
export async function revokeTokens(db: Db, shopId: number, value: string | null, now: Date): Promise<void> {
  await db
    .update(sandboxMarketplaceTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sandboxMarketplaceTokens.shop_id, shopId),
        isNull(sandboxMarketplaceTokens.revoked_at),
        value === null ? undefined : eq(sandboxMarketplaceTokens.hash, sha256(value)),
      ),
    );
}

export async function putOrder(
  db: Db,
  order: { kind: string; shopId: number; externalId: string; body: Record<string, unknown>; at: Date },
): Promise<void> {
  await db
    .insert(sandboxMarketplaceOrders)
    .values({
      kind: order.kind,
      shop_id: order.shopId,
      external_id: order.externalId,
      body: order.body,
      created_at: order.at,
      modified_at: order.at,
    })
    .onConflictDoUpdate({
      target: [sandboxMarketplaceOrders.shop_id, sandboxMarketplaceOrders.external_id],
      set: { body: order.body, modified_at: order.at },
    });
}

export async function orderOf(db: Db, shopId: number, externalId: string): Promise<SandboxOrder | null> {
  if (externalId.length === 0 || externalId.length > 100) return null;
  const [row] = await db
    .select()
    .from(sandboxMarketplaceOrders)
    .where(and(eq(sandboxMarketplaceOrders.shop_id, shopId), eq(sandboxMarketplaceOrders.external_id, externalId)));
  return row ?? null;
}

/**
 * A shop's orders modified at or after `since`, oldest change first, from `offset`: the page and the total, as
 * offset-paged APIs (Etsy's receipts) answer.
 */
export async function ordersModifiedSince(
  db: Db,
  shopId: number,
  since: Date | null,
  page: { offset: number; limit: number },
): Promise<{ rows: SandboxOrder[]; total: number }> {
  const where = and(
    eq(sandboxMarketplaceOrders.shop_id, shopId),
    since ? sql`${sandboxMarketplaceOrders.modified_at} >= ${since.toISOString()}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sandboxMarketplaceOrders)
      .where(where)
      .orderBy(asc(sandboxMarketplaceOrders.modified_at), asc(sandboxMarketplaceOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxMarketplaceOrders)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function recordAction(
  db: Db,
  action: {
    kind: string;
    shopId: number;
    orderExternalId: string | null;
    action: string;
    body: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await db.insert(sandboxMarketplaceActions).values({
    kind: action.kind,
    shop_id: action.shopId,
    order_external_id: action.orderExternalId,
    action: action.action,
    body: action.body,
    created_at: now,
  });
}

export async function actionsOf(db: Db, shopId: number, orderExternalId?: string) {
  return db
    .select()
    .from(sandboxMarketplaceActions)
    .where(
      and(
        eq(sandboxMarketplaceActions.shop_id, shopId),
        orderExternalId === undefined ? undefined : eq(sandboxMarketplaceActions.order_external_id, orderExternalId),
      ),
    )
    .orderBy(asc(sandboxMarketplaceActions.id));
}
