import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The marketplaces' sandboxes keep their own records (they are outside systems, ARCHITECTURE §6): the shops that
 * signed in at their consent pages, the codes and tokens they issued, the shops' orders in each marketplace's own
 * shape, what was done to those orders through the API (tracking, cancels, the buyer e-mails Etsy sends); pushes
 * are in sandboxes/deliveries. One set of tables serves every kind; `kind` says whose record it is.
 */

export const sandboxMarketplaceShops = pgTable(
  'sandbox_marketplace_shops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 5_000_001 }),
    kind: text().notNull(),
    /** What the seller signs in with: an Etsy shop name, a Shopify domain, an eBay user, an Amazon store. */
    handle: text().notNull(),
    /** The marketplace's id of the shop (Etsy shop_id, Amazon selling_partner_id…). */
    external_id: text().notNull(),
    /** Etsy has withdrawn tracking uploads (and receipt addresses) from this shop: createReceiptShipment is a 403. */
    tracking_restricted: boolean().notNull().default(false),
    /** The shop's own settings as the marketplace keeps them (currency, country, next order number…). */
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The cabinet account whose seller opened the shop at the consent page (owner.ts): only that seller, or an
     * operator, may sign in as it again or drive its controls. Null only for a shop no seller has signed in as.
     */
    owner_account_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_marketplace_shops_handle_idx').on(t.kind, t.handle)],
);

/** Authorisation codes: single use, short-lived, bound to the redirect URI (and Etsy's PKCE challenge). */
export const sandboxMarketplaceGrants = pgTable('sandbox_marketplace_grants', {
  code: text().primaryKey(),
  kind: text().notNull(),
  shop_id: integer().notNull(),
  redirect_uri: text().notNull(),
  code_challenge: text(),
  scope: text().notNull().default(''),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
});

/** What a sandbox token is: an access or refresh token, or Amazon's Restricted Data Token for personal data. */
export type SandboxTokenType = 'access' | 'refresh' | 'restricted';

/**
 * Access and refresh tokens, kept as SHA-256 hashes (a leaked sandbox table gives no working token). A restricted
 * token's `scope` is what it opens: the operations and the personal data elements it was issued for.
 */
export const sandboxMarketplaceTokens = pgTable(
  'sandbox_marketplace_tokens',
  {
    hash: text().primaryKey(),
    kind: text().notNull(),
    shop_id: integer().notNull(),
    type: text().$type<SandboxTokenType>().notNull(),
    scope: jsonb().$type<unknown>(),
    expires_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_marketplace_tokens_shop_idx').on(t.shop_id)],
);

export const sandboxMarketplaceOrders = pgTable(
  'sandbox_marketplace_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    shop_id: integer().notNull(),
    external_id: text().notNull(),
    /** The order exactly as the marketplace's API answers it (Etsy ShopReceipt, Amazon Order + items, …). */
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    modified_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_marketplace_orders_external_idx').on(t.shop_id, t.external_id),
    index('sandbox_marketplace_orders_modified_idx').on(t.shop_id, t.modified_at, t.id),
  ],
);

/** What our server did to an order through the API, and what the marketplace did about it (e.g. e-mailed the buyer). */
export const sandboxMarketplaceActions = pgTable(
  'sandbox_marketplace_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    shop_id: integer().notNull(),
    order_external_id: text(),
    /** tracking, buyer_email, cancel, revoke, … */
    action: text().notNull(),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_marketplace_actions_shop_idx').on(t.shop_id, t.id)],
);

/** Push subscriptions (Shopify webhookSubscriptionCreate, eBay destinations): topic → our address, per shop. */
export const sandboxMarketplaceSubscriptions = pgTable(
  'sandbox_marketplace_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    shop_id: integer().notNull(),
    topic: text().notNull(),
    url: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_marketplace_subscriptions_idx').on(t.shop_id, t.topic, t.url)],
);
