import { createHash, createHmac } from 'node:crypto';

/*
 * What the market sandbox knows of the market, written from its contract (docs/sandbox-market.md) and not taken from
 * the adapter: the two sides check each other only if neither borrows the other's reading. Where the sandbox lives,
 * its app's scopes (the app's credentials are the installation's own:
 * sandbox_secrets), the carrier codes, the problem details and the webhook signature.
 */

/** Where our server serves the sandbox, under /api. */
export const MARKET_SANDBOX_PATH = '/sandbox/market';

/** The OAuth endpoints ("OAuth"), below the base. */
export const AUTHORIZE_PATH = '/oauth/authorize';
export const TOKEN_PATH = '/oauth/token';
export const REVOKE_PATH = '/oauth/revoke';

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** `orders:read` (the shop, orders), `orders:write` (shipments, cancellations). */
export const SCOPES = ['orders:read', 'orders:write'] as const;

/** "Carrier codes": any other is refused with 422 `/carrier` `unsupported`. */
export const CARRIER_CODES = ['ukrposhta', 'nova_poshta', 'usps', 'ups', 'fedex', 'dhl', 'meest'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];
const CODES: ReadonlySet<string> = new Set(CARRIER_CODES);
export const isCarrierCode = (code: string): code is CarrierCode => CODES.has(code);

/** `Market-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the client secret>`. */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/* "Problems": RFC 9457 problem details, a fixed title per kind. */

const PROBLEM_BASE = 'https://market.seller-cabinet.example/problems/';

const TITLES = {
  'malformed-request': 'The request could not be read',
  'invalid-parameter': 'A query parameter is invalid',
  unauthorized: 'The access token is missing or not valid',
  'insufficient-scope': 'The access token does not allow this',
  'shop-suspended': 'The shop is suspended',
  'shop-not-found': 'No open shop',
  'not-found': 'Not found',
  'order-state-conflict': 'The order is not in a state that allows this',
  'validation-failed': 'The request body is not valid',
  'rate-limited': 'Too many requests',
} as const;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** One fault of a request: `pointer` into the JSON body, or the query `parameter`. */
export interface FieldError {
  pointer?: string;
  parameter?: string;
  code: 'required' | 'invalid' | 'unsupported' | 'unknown' | 'too_large' | 'duplicate';
  detail: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: FieldError[];
}

export function problem(kind: keyof typeof TITLES, status: number, detail: string, errors?: FieldError[]): Problem {
  return { type: `${PROBLEM_BASE}${kind}`, title: TITLES[kind], status, detail, ...(errors ? { errors } : {}) };
}

/** What `POST /v1/orders/{id}/cancel` takes as `reason`. */
export const CANCEL_REASONS = ['out_of_stock', 'buyer_request', 'address_problem', 'other'] as const;
