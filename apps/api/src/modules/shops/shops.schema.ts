import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConnectionRequest, EtsyTrackMode, ShipmentDefaults, ShopKind } from '@cabinet/contracts/shops';
import { accounts } from '../account/account.schema.ts';

/** A shop's access at its marketplace (providers/marketplaces ShopCredentials, dates as ISO strings). */
export interface StoredCredentials {
  accessToken: string;
  refreshToken: string | null;
  accessExpiresAt: string | null;
  authorizationExpiresAt: string | null;
  account: Record<string, string>;
}

/**
 * The seller's connected shops (docs/shops.md). An unlinked shop keeps its row (its orders stay) without credentials;
 * one marketplace shop is linked to one cabinet at a time. The import's state lives here too: the high-water mark
 * of the marketplace's modified-since and the cursor of a page run in progress, so an import resumes where it stopped.
 */
export const shops = pgTable(
  'shops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text().$type<ShopKind>().notNull(),
    external_id: text().notNull(),
    name: text().notNull(),
    url: text().notNull(),
    status: text().$type<'connected' | 'reconnect'>().notNull(),
    credentials: jsonb().$type<StoredCredentials>(),
    track_mode: text().$type<EtsyTrackMode>(),
    /** Bulk shipping's sender, type, delivery type and box for this shop's orders. */
    shipment_defaults: jsonb().$type<ShipmentDefaults>(),
    tracking_permitted: boolean().notNull().default(true),
    connected_at: timestamp({ withTimezone: true }).notNull(),
    unlinked_at: timestamp({ withTimezone: true }),
    sync_state: text().$type<'idle' | 'queued' | 'running' | 'failed'>().notNull().default('queued'),
    sync_started_at: timestamp({ withTimezone: true }),
    /** Orders changed at or after this were not all imported yet. */
    sync_modified_since: timestamp({ withTimezone: true }),
    /** The page to resume from inside the current run (the marketplace's cursor). */
    sync_cursor: text(),
    /** The greatest change time seen in the current run: the next high-water mark. */
    sync_seen_until: timestamp({ withTimezone: true }),
    last_synced_at: timestamp({ withTimezone: true }),
    /** The shop's imported orders, counted by the import after each page. */
    orders_count: integer().notNull().default(0),
    /** Our code of the last failure (translated when shown) and the marketplace's own words (for support). */
    last_error: text(),
    last_error_detail: text(),
    last_error_at: timestamp({ withTimezone: true }),
    /** When the seller was told that this authorisation ends soon (Amazon, eBay); cleared by a new authorisation. */
    ending_warned_at: timestamp({ withTimezone: true }),
    /** Since when the marketplace has answered the import without buyers' names and streets (Amazon's restricted roles). */
    personal_data_withheld_since: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shops_linked_external_idx')
      .on(t.kind, t.external_id)
      .where(sql`unlinked_at is null`),
    index('shops_account_idx').on(t.account_id),
  ],
);
export type ShopRow = typeof shops.$inferSelect;

/** A connection between "generate the link" and the marketplace's redirect back: single use, 30 minutes. */
export const shopConnections = pgTable('shop_connections', {
  state: text().primaryKey(),
  account_id: integer()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text().$type<ShopKind>().notNull(),
  shop_name: text().notNull(),
  code_verifier: text().notNull(),
  redirect_uri: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
});

/** §9: requests for a shop kind we do not connect yet; answered within 3 business days. */
export const shopConnectionRequests = pgTable(
  'shop_connection_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platform: text().notNull(),
    shop_url: text().notNull(),
    comment: text().notNull(),
    status: text().$type<ConnectionRequest['status']>().notNull().default('new'),
    answer: text(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    due_at: timestamp({ withTimezone: true }).notNull(),
    answered_at: timestamp({ withTimezone: true }),
    answered_by: integer(),
  },
  (t) => [index('shop_connection_requests_account_idx').on(t.account_id, t.id)],
);

/** Pushes already handled (a marketplace retries; one delivery is acted on once). */
export const shopPushDeliveries = pgTable('shop_push_deliveries', {
  delivery_id: text().primaryKey(),
  kind: text().notNull(),
  received_at: timestamp({ withTimezone: true }).notNull(),
});
