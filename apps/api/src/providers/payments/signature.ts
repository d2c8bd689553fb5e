import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureProblem } from './payments.ts';

/** Deliveries signed longer ago than this are refused (a replayed capture of an old request). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the header a webhook carries. */
export function signPayload(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Checks a webhook's signature header against the raw body, within the tolerance around `now`. */
export function checkSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): { ok: true } | { ok: false; problem: SignatureProblem } {
  if (!header) return { ok: false, problem: 'missing' };
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, problem: 'malformed' };
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, problem: 'mismatch' };
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, problem: 'expired' };
  return { ok: true };
}
