import { z } from 'zod';
import { idParamsSchema, idQuerySchema, idSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { parcelBoxSchema } from './shipment-create.ts';
import { deliveryTypeSchema } from './tariffs.ts';
import { endpoint } from './endpoint.ts';
import { sellerRefSchema } from './sellers.ts';

/*
 * §1, §2, §3 Shop, §4: the seller's connected shops (docs/shops.md). A shop is connected by OAuth at its marketplace
 * (/connect/{kind} → the marketplace's consent page → back to POST /{kind}/finish-integration); its orders are
 * imported by a background job and, where the marketplace pushes, on push.
 */

export const shopKinds = ['etsy', 'amazon', 'shopify', 'ebay', 'market'] as const;
export const shopKindSchema = z.enum(shopKinds);
/** Each marketplace's own name, as it writes it: the same in every language (e-mails and notifications use it). */
export const shopKindBrands: Record<(typeof shopKinds)[number], string> = {
  etsy: 'Etsy',
  amazon: 'Amazon',
  shopify: 'Shopify',
  ebay: 'eBay',
  market: 'Market',
};
export type ShopKind = z.infer<typeof shopKindSchema>;

/** §2 Etsy track sending: do not send; send the destination track; send it after the US warehouse processed it. */
export const etsyTrackModes = ['none', 'destination', 'after_warehouse'] as const;
export type EtsyTrackMode = (typeof etsyTrackModes)[number];

/**
 * connected: working; reconnect: the marketplace no longer takes its authorisation (revoked, expired, Amazon's
 * yearly re-authorisation) and the seller must connect it again.
 */
export const shopStatuses = ['connected', 'reconnect'] as const;
export const syncStates = ['idle', 'queued', 'running', 'failed'] as const;

/**
 * What bulk shipping from this shop's orders uses (§2 "ship in bulk"): the sender, the type, the delivery type and a
 * box preset; each order brings its own recipient and lines.
 */
export const shipmentDefaultsSchema = z.object({
  sender_id: idSchema,
  /** One parcel an order: straight to the buyer, or through our US warehouse (express needs proof documents). */
  type: z.enum(['direct', 'consolidation']),
  delivery_type: deliveryTypeSchema,
  box: parcelBoxSchema,
});
export type ShipmentDefaults = z.infer<typeof shipmentDefaultsSchema>;

export const shopSchema = z.object({
  id: z.number().int(),
  kind: shopKindSchema,
  name: z.string(),
  url: z.string(),
  status: z.enum(shopStatuses),
  /** §4: an Amazon shop is configured once it has a refresh token, a selling partner id and a marketplace. */
  configured: z.boolean(),
  /** Amazon: when the yearly re-authorisation is due; eBay: when its authorisation (auction-type expiry) ends. */
  authorization_expires_at: z.string().nullable(),
  connected_at: z.string(),
  last_synced_at: z.string().nullable(),
  sync_state: z.enum(syncStates),
  /** The last import's failure, in the seller's language. */
  sync_error: z.string().nullable(),
  orders_count: z.number().int(),
  /** Etsy only; null for the other kinds. */
  track_mode: z.enum(etsyTrackModes).nullable(),
  /** The marketplace accepts tracking from us for this shop (Etsy withdraws it from some new shops). */
  tracking_permitted: z.boolean(),
  /** null until the seller sets them in /settings/sales. */
  shipment_defaults: shipmentDefaultsSchema.nullable(),
  /**
   * Since when the marketplace has given the import orders without the buyers' names and streets, keeping them for
   * apps it granted them (Amazon's restricted roles: our app's configuration, docs/shops.md); null when it gives them.
   */
  personal_data_withheld_since: z.string().nullable(),
});
export type Shop = z.infer<typeof shopSchema>;

/** The kinds a seller can connect here, and whether each is offered now (configured, or a sandbox). */
export const shopKindInfoSchema = z.object({
  kind: shopKindSchema,
  /** false: the real marketplace has no credentials configured, so it is not offered (and no sandbox is running). */
  available: z.boolean(),
  /** true: this is our sandbox of the marketplace, not the marketplace itself. */
  sandbox: z.boolean(),
  /** What to type: an Etsy shop name, a `*.myshopify.com` domain… (its label key is `shops.name_hint.<kind>`). */
  name_pattern: z.string(),
});
export const shopsOverviewSchema = z.object({
  shops: z.array(shopSchema),
  kinds: z.array(shopKindInfoSchema),
  /** The old market's own cabinet (the "old market" menu entry opens it); null when not configured. */
  old_market_url: z.string().nullable(),
});

export const SHOP_NAME_MAX = 100;
export const connectStartBodySchema = z.object({
  kind: shopKindSchema,
  shop_name: z.string().trim().min(1, 'required').max(SHOP_NAME_MAX),
});
export const connectStartSchema = z.object({
  /** The marketplace's consent page; the seller opens it to confirm. */
  authorize_url: z.string(),
  expires_at: z.string(),
});

/** What the marketplace put on the redirect back (code, state, hmac, shop, timestamp, spapi_oauth_code, error…). */
export const finishIntegrationBodySchema = z.object({
  params: z.record(z.string().max(64), z.string().max(4096)).refine((p) => Object.keys(p).length <= 20, 'too_many'),
});
export const kindParamsSchema = z.object({ type: shopKindSchema });

export const shopSettingsBodySchema = z.object({
  track_mode: z.enum(etsyTrackModes).optional(),
  shipment_defaults: shipmentDefaultsSchema.nullable().optional(),
});

/** §9: a shop kind we do not connect yet is asked for; an operator answers within 3 business days. */
export const connectionRequestStatuses = ['new', 'in_progress', 'done', 'declined'] as const;
export const connectionRequestBodySchema = z.object({
  platform: z.string().trim().min(1, 'required').max(100),
  shop_url: z.string().trim().min(1, 'required').max(500),
  comment: z.string().trim().max(2000).default(''),
});
export const connectionRequestSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  shop_url: z.string(),
  comment: z.string(),
  status: z.enum(connectionRequestStatuses),
  answer: z.string().nullable(),
  created_at: z.string(),
  /** §9: three business days after the request. */
  due_at: z.string(),
  /** Operators' list only. */
  account_email: z.string().optional(),
  /** Operators' list only: whose request it is, by name and e-mail. */
  seller: sellerRefSchema.optional(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;
export const connectionRequestAnswerSchema = z.object({
  status: z.enum(['in_progress', 'done', 'declined']),
  answer: z.string().trim().max(2000).default(''),
});

/** Operators: every shop with its sync state and last failure. */
export const opsShopSchema = shopSchema.extend({
  account_email: z.string(),
  /** Whose shop it is, by name and e-mail. */
  seller: sellerRefSchema,
  last_error_at: z.string().nullable(),
  /** The marketplace's own words of the last failure, for support. */
  last_error_detail: z.string().nullable(),
});
export const opsShopsQuerySchema = pageQuerySchema.extend({
  kind: shopKindSchema.optional(),
  failing: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
  /** One seller's (from the seller's page). */
  account_id: idQuerySchema.optional(),
});

export const shopsApi = {
  /** The seller's shops and the kinds that can be connected. */
  list: endpoint({
    method: 'GET',
    path: '/shops',
    response: shopsOverviewSchema,
    permission: 'integrations.read',
    tags: ['shops'],
  }),
  /** Starts a connection: the marketplace's consent page to open, valid for a short while. */
  connect: endpoint({
    method: 'POST',
    path: '/shops/connect',
    body: connectStartBodySchema,
    response: connectStartSchema,
    permission: 'integrations.write',
    tags: ['shops'],
  }),
  /** §7: the seller is back from the marketplace; checks what it sent and connects the shop. */
  finish: endpoint({
    method: 'POST',
    path: '/:type/finish-integration',
    params: kindParamsSchema,
    body: finishIntegrationBodySchema,
    response: shopSchema,
    permission: 'integrations.write',
    tags: ['shops'],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/shops/:id',
    params: idParamsSchema,
    body: shopSettingsBodySchema,
    response: shopSchema,
    permission: 'integrations.write',
    tags: ['shops'],
  }),
  /** Unlinks the shop: its tokens are revoked at the marketplace and deleted; its imported orders stay. */
  remove: endpoint({
    method: 'DELETE',
    path: '/shops/:id',
    params: idParamsSchema,
    status: 204,
    permission: 'integrations.write',
    tags: ['shops'],
  }),
  /** Imports the shop's new orders now (the job does it every few minutes anyway). */
  sync: endpoint({
    method: 'POST',
    path: '/shops/:id/sync',
    params: idParamsSchema,
    response: shopSchema,
    status: 202,
    permission: 'integrations.write',
    tags: ['shops'],
  }),
  requests: endpoint({
    method: 'GET',
    path: '/shops/requests',
    response: z.object({ items: z.array(connectionRequestSchema) }),
    permission: 'integrations.read',
    tags: ['shops'],
  }),
  request: endpoint({
    method: 'POST',
    path: '/shops/requests',
    body: connectionRequestBodySchema,
    response: connectionRequestSchema,
    status: 201,
    permission: 'integrations.write',
    tags: ['shops'],
  }),
  opsShops: endpoint({
    method: 'GET',
    path: '/ops/shops',
    query: opsShopsQuerySchema,
    response: pageInfoSchema.extend({ items: z.array(opsShopSchema) }),
    access: 'operator',
    opsRole: 'support',
    tags: ['ops', 'shops'],
  }),
  opsSync: endpoint({
    method: 'POST',
    path: '/ops/shops/:id/sync',
    audit: 'shop_synced',
    params: idParamsSchema,
    response: opsShopSchema,
    status: 202,
    access: 'operator',
    opsRole: 'support',
    tags: ['ops', 'shops'],
  }),
  opsRequests: endpoint({
    method: 'GET',
    path: '/ops/shop-requests',
    // `open`: new or in progress, those still to answer (the back office's home page links to them).
    query: pageQuerySchema.extend({ status: z.enum([...connectionRequestStatuses, 'open']).optional() }),
    response: pageInfoSchema.extend({ items: z.array(connectionRequestSchema) }),
    access: 'operator',
    opsRole: 'support',
    tags: ['ops', 'shops'],
  }),
  opsAnswer: endpoint({
    method: 'POST',
    path: '/ops/shop-requests/:id/answer',
    audit: 'shop_request_answered',
    params: idParamsSchema,
    body: connectionRequestAnswerSchema,
    response: connectionRequestSchema,
    access: 'operator',
    opsRole: 'support',
    tags: ['ops', 'shops'],
  }),
};

/**
 * Where marketplaces push (Shopify's HMAC-signed webhooks, Etsy's `order.paid`): the signature is checked over the
 * exact bytes; a forged or stale one is 401 and changes nothing; a repeated delivery is answered 200 and done once.
 */
export const marketplaceWebhooksApi = {
  receive: endpoint({
    method: 'POST',
    path: '/webhooks/:type',
    params: kindParamsSchema,
    response: z.object({ received: z.literal(true) }),
    access: 'public',
    tags: ['shops'],
  }),
  /** eBay checks our account-deletion endpoint before it pushes to it (the same address, GET). */
  ebayChallenge: endpoint({
    method: 'GET',
    path: '/webhooks/ebay/account-deletion',
    query: z.object({ challenge_code: z.string().trim().min(1, 'required').max(200) }),
    response: z.object({ challengeResponse: z.string() }),
    access: 'public',
    tags: ['shops'],
  }),
  /** Shopify's compliance webhooks (customers/redact, customers/data_request, shop/redact), HMAC-signed. */
  shopifyCompliance: endpoint({
    method: 'POST',
    path: '/webhooks/shopify/compliance',
    response: z.object({ received: z.literal(true) }),
    access: 'public',
    tags: ['shops'],
  }),
  /** eBay's MARKETPLACE_ACCOUNT_DELETION notice, signed in X-EBAY-SIGNATURE: the user's personal data is erased. */
  ebayAccountDeletion: endpoint({
    method: 'POST',
    path: '/webhooks/ebay/account-deletion',
    status: 204,
    access: 'public',
    // A signature check: a sender's address gets the smaller credentials budget (eBay retries a refused notice).
    checksCredentials: true,
    tags: ['shops'],
  }),
};
