import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Shopify's two signatures, both keyed with the app's client secret: the OAuth redirect's `hmac` (hex, over the other
 * query parameters sorted and joined `k=v&k=v`) and a webhook's X-Shopify-Hmac-Sha256 (base64, over the raw body).
 * The sandbox signs with these and the adapter verifies with them, so both sides agree by construction.
 */

/** Shopify's escaping inside the signed message: `%` and `&` everywhere, `=` in keys too. */
const escapeValue = (value: string) => value.replaceAll('%', '%25').replaceAll('&', '%26');
const escapeKey = (key: string) => escapeValue(key).replaceAll('=', '%3D');

export function redirectHmac(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort()
    .map((key) => `${escapeKey(key)}=${escapeValue(params[key]!)}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export const webhookHmac = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');

/** Compares in constant time, so a forger learns nothing from how long a wrong signature took to refuse. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
