import { createHash } from 'node:crypto';

/*
 * What the eBay sandbox knows of eBay, written from eBay's published definitions and never taken from the adapter
 * (apps/api/vendor-definitions/ebay/SOURCE.md): where it is served, the
 * marketplace, the scopes it grants, Post-Order's cancel reasons, the carrier codes createShippingFulfillment takes,
 * and the account-deletion challenge. The adapter writes its own from the same sources; the tests check both against
 * the documents.
 */

/** Where our server serves the sandbox, under /api. */
export const SANDBOX_PATH = '/sandbox/ebay';

/*
 * The one application the sandbox knows — its client id and secret, its RuName (whose accept and decline URLs are
 * the cabinet's /connect/ebay page) and the verification token registered with its account-deletion endpoint — is
 * this installation's own (sandbox_secrets, SandboxDeps.secrets.ebay), generated at its first start: none is written
 * here.
 */

/** The account-deletion endpoint registered for the app, under the cabinet's /api (set in eBay's developer portal). */
export const REGISTERED_DELETION_ENDPOINT = '/webhooks/ebay/account-deletion';

/** The marketplace the sandbox's users sell on (MarketplaceIdEnum). */
export const MARKETPLACE = 'EBAY_US';

/** The user scopes the app may ask for, and the application scope of client-credentials tokens. */
export const USER_SCOPES = [
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
] as const;
export const APPLICATION_SCOPE = 'https://api.ebay.com/oauth/api_scope';
/** eBay's words for a scope it does not grant, on the consent page and from the token endpoint alike. */
export const INVALID_SCOPE =
  'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client.';

/** Post-Order's CancelReasonEnum: the reasons a seller gives when it cancels itself. */
export const SELLER_CANCEL_REASONS = [
  'OUT_OF_STOCK_OR_CANNOT_FULFILL',
  'BUYER_ASKED_CANCEL',
  'ADDRESS_ISSUES',
] as const;
/** …and the reasons a buyer gives when asking the seller to cancel. */
export const BUYER_CANCEL_REASONS = [
  'ORDER_MISTAKE',
  'WONT_ARRIVE_IN_TIME',
  'FOUND_CHEAPER_PRICE',
  'PRICE_TOO_HIGH',
  'WRONG_SHIPPING_ADDRESS',
  'WRONG_SHIPPING_METHOD',
  'WRONG_PAYMENT_METHOD',
  'OTHER',
] as const;

/**
 * Codes of the Trading API's ShippingCarrierCodeType (GeteBayDetails, ShippingCarrierDetails) the sandbox takes in
 * `shippingCarrierCode`: the carriers its sellers ship with, and `Other` for a carrier eBay cannot follow.
 */
export const SHIPPING_CARRIER_CODES: ReadonlySet<string> = new Set([
  'USPS',
  'UPS',
  'FedEx',
  'DHL',
  'DHLGlobalMail',
  'OnTrac',
  'RoyalMail',
  'ParcelForce',
  'CanadaPost',
  'AustraliaPost',
  'DeutschePost',
  'DPD',
  'GLS',
  'Hermes',
  'ChinaPost',
  'Other',
]);

/**
 * The answer eBay expects to its endpoint check (developer.ebay.com/marketplace-account-deletion): the hex SHA-256
 * of the challenge code, the verification token and the endpoint's URL, in that order.
 */
export function expectedChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  const hash = createHash('sha256');
  for (const part of [challengeCode, verificationToken, endpoint]) hash.update(part);
  return hash.digest('hex');
}
