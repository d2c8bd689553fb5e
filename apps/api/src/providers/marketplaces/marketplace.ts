import type { ShopKind } from '@cabinet/contracts/shops';

/*
 * What every marketplace adapter offers the shops and orders modules (shared/outside-systems.md part A). Each adapter
 * speaks its marketplace's real HTTP API — OAuth, paths, field names, pagination, rate-limit headers, errors — and
 * turns what it reads into these shapes. In sandbox mode the same adapter talks to the sandbox our server serves under
 * /api/sandbox/<kind>/; going live is a base URL and credentials (config), never other code.
 */

/** The connection being made: kept by us between "generate the link" and the marketplace's redirect back. */
export interface PendingConnection {
  /** What the seller typed: an Etsy shop name, a Shopify `*.myshopify.com` domain, an eBay user, an Amazon store. */
  shopName: string;
  /** Our random `state`; the redirect must bring it back unchanged. */
  state: string;
  /** PKCE (Etsy): the verifier whose S256 challenge went into the authorize URL. */
  codeVerifier: string;
  /** Where the marketplace sends the seller back: our /connect/{kind} page. */
  redirectUri: string;
  createdAt: Date;
}

/** A shop's access at its marketplace, as we store it (encrypted at rest is the shops module's business). */
export interface ShopCredentials {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working; null = it does not expire (Shopify's non-expiring offline token). */
  accessExpiresAt: Date | null;
  /** When the seller must authorise again (Amazon: 365 days; eBay: the refresh token's end); null = never. */
  authorizationExpiresAt: Date | null;
  /** The marketplace's own ids the calls need: Etsy `shop_id`, Shopify shop domain, Amazon `selling_partner_id`… */
  account: Record<string, string>;
}

/** The adapter reads and, when it refreshes a token, saves the shop's credentials through this. */
export interface ShopSession {
  credentials: ShopCredentials;
  /** Stores rotated tokens before they are used (Etsy invalidates the old refresh token on every use). */
  save(credentials: ShopCredentials): Promise<void>;
}

/** The shop as the marketplace names it, with its first credentials. */
export interface ConnectedShop {
  /** The marketplace's id of the shop (Etsy shop_id, Shopify domain, Amazon selling_partner_id, eBay user id). */
  externalId: string;
  name: string;
  url: string;
  credentials: ShopCredentials;
}

export interface MarketplaceAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
}

/** Amounts are integer minor units of the order's currency. */
export interface MarketplaceOrderLine {
  externalId: string;
  sku: string | null;
  title: string;
  quantity: number;
  /** Unit price. */
  price: number;
  /** "Colour: Blue; Size: M" — the variations but the personalization. */
  variation: string | null;
  personalization: string | null;
}

/** Payment as the marketplace reports it. */
export type MarketplacePaymentStatus = 'unpaid' | 'paid' | 'refunded' | 'partially_refunded';
/** Fulfilment as the marketplace reports it. */
export type MarketplaceOrderStatus = 'open' | 'shipped' | 'completed' | 'cancelled';

/** One order in the marketplace's terms, normalised; `raw` is exactly what the marketplace answered. */
export interface MarketplaceOrder {
  externalId: string;
  /** What the seller and buyer call it: Etsy receipt id, Amazon 3-7-7 id, Shopify "#1001", eBay order id. */
  number: string;
  status: MarketplaceOrderStatus;
  paymentStatus: MarketplacePaymentStatus;
  createdAt: Date;
  updatedAt: Date;
  buyerName: string | null;
  buyerEmail: string | null;
  buyerNote: string | null;
  shipTo: MarketplaceAddress | null;
  /** ISO 4217. */
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  /** The marketplace's fees when the order carries them (eBay); null when they live elsewhere (Etsy, Amazon). */
  fees: number | null;
  total: number;
  /**
   * What the buyer paid, in minor units of their currency, when it is not the order's (Shopify's presentment money,
   * eBay's `convertedFromValue`, the market's buyer currency); absent or null when they paid `total` itself.
   */
  buyerTotal?: { amount: number; currency: string } | null;
  lines: MarketplaceOrderLine[];
  raw: unknown;
  /**
   * When the marketplace's data rules make us forget the buyer's personal data (Amazon: 30 days after delivery);
   * null when they set no such limit, or not yet (an order still on its way).
   */
  buyerDataUntil: Date | null;
  /**
   * The buyer asked to cancel and the marketplace waits for the seller's answer (eBay's buyer-initiated Post-Order
   * cancellation); absent where a marketplace has no such request.
   */
  cancelRequested?: boolean;
  /**
   * The marketplace ships the order itself from its own warehouse (Amazon's FBA, `FulfillmentChannel` AFN): the
   * seller has nothing to ship or confirm. Absent where a marketplace has no such fulfilment.
   */
  fulfilledByMarketplace?: boolean;
}

/** One page of an import; `cursor` resumes it (null = no more). */
export interface OrdersPage {
  orders: MarketplaceOrder[];
  cursor: string | null;
  /**
   * The marketplace answered without the buyers' names and streets, which it gives only to apps it granted them
   * (Amazon's restricted roles). Absent where a marketplace has no such grant.
   */
  personalDataWithheld?: boolean;
}

export interface TrackingPush {
  trackingNumber: string;
  /** The marketplace's own carrier code (Etsy slug `ukrposhta`, Amazon `carrierCode`, …), from `carrierCodeFor`. */
  carrierCode: string;
  /** Our carrier's name, for marketplaces that take free text (Amazon `Other` + carrierName, Shopify company). */
  carrierName: string;
  /** A public tracking page, for marketplaces that take one (Shopify). */
  trackingUrl: string | null;
  /** The order lines shipped (Amazon, eBay need them); all of them when shipped in one parcel. */
  lines: Array<{ externalId: string; quantity: number }>;
}

/** A verified push from the marketplace: which shop and which order changed. */
export interface MarketplaceEvent {
  /** The marketplace's delivery id (Shopify X-Shopify-Webhook-Id, Etsy webhook-id): one delivery is handled once. */
  deliveryId: string;
  /** The shop's external id. */
  shopExternalId: string;
  /** The order to fetch again (the push may carry only its id, as Etsy's does). */
  orderExternalId: string;
}

/**
 * Why a marketplace said no. `code` is ours (the modules translate it), `message` is the marketplace's own words (kept
 * for support, never shown as is), `status` its HTTP status.
 */
export type MarketplaceErrorCode =
  | 'denied'
  | 'state_mismatch'
  | 'invalid_grant'
  | 'bad_signature'
  | 'bad_shop'
  | 'reauthorize'
  | 'rate_limited'
  | 'not_supported'
  | 'tracking_not_permitted'
  | 'tracking_required'
  | 'unknown_carrier'
  | 'cancel_refused'
  | 'not_found'
  | 'invalid'
  | 'unavailable';

export class MarketplaceError extends Error {
  constructor(
    readonly code: MarketplaceErrorCode,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }
}

/**
 * Waiting on a marketplace's rate limit: adapters wait through this (never a bare setTimeout), so the import can
 * report how long it waited and the tests and benchmarks can count it.
 */
export interface RateWaits {
  sleep(ms: number): Promise<void>;
  /** Milliseconds spent waiting so far. */
  waitedMs: number;
}

export const realWaits = (): RateWaits => {
  const waits: RateWaits = {
    waitedMs: 0,
    sleep: async (ms) => {
      waits.waitedMs += ms;
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
  return waits;
};

export interface MarketplaceAdapter {
  readonly kind: ShopKind;
  /** The marketplace's consent page for this connection (Etsy with the PKCE S256 challenge of the verifier). */
  authorizeUrl(pending: PendingConnection): string;
  /**
   * Checks the redirect's parameters (`state`; Shopify's `hmac`, `shop`, `timestamp`; a denial) and exchanges the
   * code for tokens. Throws `denied`, `state_mismatch`, `bad_signature`, `bad_shop` or `invalid_grant`.
   */
  finishAuthorization(params: Record<string, string>, pending: PendingConnection): Promise<ConnectedShop>;
  /** Orders changed since `modifiedSince` (all when null), oldest change first, one page from `cursor`. */
  listOrders(session: ShopSession, input: { modifiedSince: Date | null; cursor: string | null }): Promise<OrdersPage>;
  order(session: ShopSession, externalId: string): Promise<MarketplaceOrder>;
  /** The marketplace's carrier code for our carrier name, or null when it has none (the caller warns first). */
  carrierCodeFor(carrier: string): string | null;
  pushTracking(session: ShopSession, orderExternalId: string, push: TrackingPush): Promise<void>;
  /**
   * Whether the cabinet sends a parcel's track to the marketplace by itself, when the shop's track mode says the
   * moment has come (Etsy: the seller chooses the mode in the sales settings; docs/orders.md "Tracks"). Elsewhere the
   * seller sends it from the order.
   */
  readonly automaticTracks: boolean;
  /**
   * Whether a connection holds everything the marketplace's calls need (§4 "configured": Amazon wants a refresh token,
   * a selling partner and a marketplace). Absent: a connection with credentials is configured.
   */
  isConfigured?(credentials: Pick<ShopCredentials, 'refreshToken' | 'account'>): boolean;
  /** The reasons the marketplace takes; empty when it cannot cancel through its API (Etsy). */
  readonly cancelReasons: readonly string[];
  cancel(session: ShopSession, orderExternalId: string, reason: string): Promise<void>;
  /** Revokes the tokens at the marketplace when it can (unlinking a shop); never throws for an already dead token. */
  revoke(session: ShopSession): Promise<void>;
  /** A verified push, or null when the marketplace does not push over HTTP (Amazon). Throws `bad_signature`. */
  verifyPush?(headers: Record<string, string | undefined>, rawBody: string): MarketplaceEvent;
  /** The marketplace's notices about its users' personal data we hold (eBay's account deletions, Shopify's compliance). */
  privacyNotices?: PrivacyNotices;
}

/**
 * A marketplace's notice about personal data we hold: a user (buyer or seller) closed their account (eBay); a
 * customer's data in some orders must go, or be handed to the shop (Shopify's customers/redact, data_request); a
 * shop that removed our app must leave no personal data behind (Shopify's shop/redact).
 */
export type PrivacyNotice = { deliveryId: string } & (
  | { type: 'user_closed'; username: string }
  | { type: 'shop_redact'; shopExternalId: string }
  | {
      type: 'customer_redact' | 'customer_data_request';
      shopExternalId: string;
      orderExternalIds: string[];
      customerEmail: string | null;
    }
);

export interface PrivacyNotices {
  /** What a notice we cannot verify is answered with: eBay asks for 412, Shopify for 401. */
  refusedStatus: 401 | 412;
  /** The answer to the marketplace's check of our endpoint (eBay's `challenge_code`), where it checks. */
  challengeResponse?(challengeCode: string): string;
  /** A verified notice; throws `bad_signature` (a notice we cannot verify is not acted on). */
  verify(headers: Record<string, string | undefined>, rawBody: string): Promise<PrivacyNotice>;
}
