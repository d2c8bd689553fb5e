import { createHash, createHmac } from 'node:crypto';

/*
 * What the Etsy sandbox knows of Etsy, written from Etsy's published definitions (apps/api/vendor-definitions/etsy:
 * the Open API v3 document; developers.etsy.com/documentation/essentials/authentication for OAuth; Standard Webhooks
 * for the signature) and not taken from the adapter: the two sides check each other only if neither borrows the
 * other's reading. Where the sandbox lives, its app's public test credentials, the OAuth token path, the PKCE S256
 * transform and the webhook signature.
 */

/** Where our server serves the sandbox, under /api. */
export const ETSY_SANDBOX_PATH = '/sandbox/etsy';

/** The sandbox app: public, like a real sandbox's test keys. The keystring is also the OAuth client_id. */
export const ETSY_SANDBOX_APP = {
  keystring: 'sandboxetsykeystring0001',
  sharedSecret: 'sandbox001',
} as const;

/** Signs the sandbox's webhooks (Standard Webhooks: `whsec_` + the base64 key). */
export const ETSY_SANDBOX_SIGNING_SECRET = 'whsec_c2VsbGVyLWNhYmluZXQtZXRzeS1zYW5kYm94LXdlYmhvb2stc2lnbmluZw==';

/** Etsy's token endpoint, below the API's base. */
export const OAUTH_TOKEN_PATH = '/v3/public/oauth/token';
/** A refresh token lives 90 days (Etsy's authentication guide). */
export const REFRESH_TOKEN_TTL_DAYS = 90;

export const sandboxApiUrl = (publicUrl: string) => `${publicUrl}/api${ETSY_SANDBOX_PATH}`;

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * The `webhook-signature` value Standard Webhooks defines: `v1,` + base64 HMAC-SHA256 of
 * "<webhook-id>.<webhook-timestamp>.<body>", keyed by the base64-decoded part of the secret after `whsec_`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}
