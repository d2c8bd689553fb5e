import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Shopify's two signatures, both keyed with the app's client secret: the OAuth redirect's `hmac` (hex, over the other
 * query parameters sorted by name) and a webhook's X-Shopify-Hmac-Sha256 (base64, over the raw body). The redirect's
 * message is written as Shopify's own library (@shopify/shopify-api `utils.validateHmac`) writes it: a form-encoded
 * query, a space as %20. Shopify's older guide escaped only `%`, `&` (and `=` in keys); both forms are the same for
 * the plain values Shopify sends, and either is accepted, so a `host` with base64 padding passes as it does there.
 */

function formEncoded(params: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(params).sort((a, b) => a.localeCompare(b))) query.append(key, params[key]!);
  return query.toString().replace(/\+/g, '%20');
}

const escapeValue = (value: string) => value.replaceAll('%', '%25').replaceAll('&', '%26');
const escapeKey = (key: string) => escapeValue(key).replaceAll('=', '%3D');
const guideEscaped = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${escapeKey(key)}=${escapeValue(params[key]!)}`)
    .join('&');

const signed = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'hmac' && key !== 'signature'));

/** The hex HMACs the redirect's `hmac` may equal: the library's form first, the guide's second. */
export function redirectHmacs(params: Record<string, string>, secret: string): string[] {
  const rest = signed(params);
  return [formEncoded(rest), guideEscaped(rest)].map((message) =>
    createHmac('sha256', secret).update(message).digest('hex'),
  );
}

export const webhookHmac = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');

/** Compares in constant time, so a forger learns nothing from how long a wrong signature took to refuse. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
