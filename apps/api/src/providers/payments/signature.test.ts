import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature, signPayload } from './signature.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"checkout.paid"}';
const at = new Date('2026-11-21T10:00:00Z');

describe('webhook signatures', () => {
  it('are HMAC-SHA256 over "t.body", as an independent computation agrees', () => {
    const header = signPayload(secret, body, at);
    const t = at.getTime() / 1000;
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
    expect(checkSignature(secret, body, header, at)).toEqual({ ok: true });
  });

  it('refuse a missing, malformed, foreign or tampered signature', () => {
    const header = signPayload(secret, body, at);
    expect(checkSignature(secret, body, undefined, at)).toEqual({ ok: false, problem: 'missing' });
    expect(checkSignature(secret, body, 'v1=abc', at)).toEqual({ ok: false, problem: 'malformed' });
    expect(checkSignature(secret, body, 't=1,v1=zz', at)).toEqual({ ok: false, problem: 'malformed' });
    expect(checkSignature('other', body, header, at)).toEqual({ ok: false, problem: 'mismatch' });
    expect(checkSignature(secret, body.replace('paid', 'PAID'), header, at)).toEqual({
      ok: false,
      problem: 'mismatch',
    });
  });

  it('accept five minutes of clock difference and no more', () => {
    const header = signPayload(secret, body, at);
    expect(checkSignature(secret, body, header, new Date(at.getTime() + 300_000)).ok).toBe(true);
    expect(checkSignature(secret, body, header, new Date(at.getTime() + 301_000))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });
});
