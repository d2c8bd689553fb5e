import { createHash, createHmac } from 'node:crypto';

/*
 * What the Etsy sandbox knows of Etsy, written from Etsy's published definitions (apps/api/vendor-definitions/etsy:
 * the Open API v3 document; developers.etsy.com/documentation/essentials/authentication for OAuth; Standard Webhooks
 * for the signature) and not taken from the adapter: the two sides check each other only if neither borrows the
 * other's reading. Where the sandbox lives, the OAuth token path (the app's credentials and webhook signing
 * secret are the installation's own: sandbox_secrets), the PKCE S256
 * transform and the webhook signature.
 */

/** Where our server serves the sandbox, under /api. */
export const ETSY_SANDBOX_PATH = '/sandbox/etsy';

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
