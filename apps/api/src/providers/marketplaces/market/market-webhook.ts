import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The market's webhooks are signed the way Stripe signs its own: `Market-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" keyed by the app's client secret>`. The timestamp inside the signed message makes a
 * captured delivery useless after the tolerance; several `v1=` entries may come during a secret rotation. The sandbox
 * signs with these functions and the adapter verifies with them; the unit test pins the format.
 */

/** Older deliveries are refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const signatureDigest = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

export function marketSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureDigest(secret, timestamp, body)}`;
}

export type SignatureRefusal = 'missing' | 'stale' | 'mismatch';

/** Checks a delivery's Market-Signature header; null when it is genuine. */
export function signatureRefusal(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): SignatureRefusal | null {
  if (!header) return 'missing';
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const timestamps = pairs.filter(([name]) => name === 't').map(([, value]) => value ?? '');
  const candidates = pairs.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  const timestamp = Number(timestamps[0]);
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]!) || candidates.length === 0) return 'missing';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(signatureDigest(secret, timestamp, rawBody));
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'mismatch';
}
