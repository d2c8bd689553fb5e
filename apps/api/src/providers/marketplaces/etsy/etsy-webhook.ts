import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Etsy's order.paid webhooks are signed the Standard Webhooks way: `webhook-signature: v1,<base64 HMAC-SHA256>` over
 * "<webhook-id>.<webhook-timestamp>.<raw body>", keyed by the base64-decoded secret without its `whsec_` prefix.
 * The sandbox signs with these functions and the adapter verifies with them, so both sides agree by construction;
 * the unit test pins the format against a worked example.
 */

/** Older deliveries are refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

export type WebhookRefusal = 'missing_headers' | 'stale' | 'mismatch';

/**
 * Checks a delivery; null when it is genuine. The header may carry several space-separated signatures (during a
 * secret rotation): one match is enough.
 */
export function webhookRefusal(
  secret: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  now: Date,
): WebhookRefusal | null {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature'];
  if (!id || !signatures || !Number.isInteger(timestamp)) return 'missing_headers';
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(webhookSignature(secret, id, timestamp, rawBody));
  const matches = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'mismatch';
}
