import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../sandboxes/payments/webhooks.ts';
import { checkSignature, signPayload } from './signature.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"checkout.paid"}';
const at = new Date('2026-11-21T10:00:00Z');

describe('webhook signatures', () => {
  it('the sandbox processor signs what the cabinet accepts, and both match a vector computed apart (Python hmac)', () => {
    const vectorAt = new Date(1_700_000_000_000);
    const vector = 't=1700000000,v1=c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925';
    expect(signWebhookBody('whsec_test', '{"id":"evt_1"}', vectorAt)).toBe(vector);
    expect(checkSignature('whsec_test', '{"id":"evt_1"}', vector, vectorAt)).toEqual({ ok: true });
    expect(checkSignature(secret, body, signWebhookBody(secret, body, at), at)).toEqual({ ok: true });
    expect(checkSignature(secret, `${body} `, signWebhookBody(secret, body, at), at)).toMatchObject({ ok: false });
  });

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
