import { describe, expect, it } from 'vitest';
import { marketSignature, signatureRefusal } from './market-webhook.ts';

// A worked example, computed independently: printf '%s' "<t>.<body>" | openssl dgst -sha256 -hmac "<secret>".
const secret = 'whsec_test_secret';
const timestamp = 1_763_719_200;
const body = '{"id":"evt_1","type":"order.created"}';
const digest = '0d36fc268d701912cc51e8229e56ed55b55d162104ed11f6258037e749015e2f';
const at = new Date(timestamp * 1000);

describe('Market-Signature', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    expect(marketSignature(secret, timestamp, body)).toBe(`t=${timestamp},v1=${digest}`);
  });

  it('accepts the genuine delivery, also among several signatures of a secret rotation', () => {
    expect(signatureRefusal(secret, `t=${timestamp},v1=${digest}`, body, at)).toBeNull();
    const rotated = `t=${timestamp}, v1=${'0'.repeat(64)}, v1=${digest}`;
    expect(signatureRefusal(secret, rotated, body, new Date(at.getTime() + 299_000))).toBeNull();
  });

  it('refuses a changed body, another secret, a stale delivery and a malformed header', () => {
    const header = `t=${timestamp},v1=${digest}`;
    expect(signatureRefusal(secret, header, body.replace('1', '2'), at)).toBe('mismatch');
    expect(signatureRefusal('whsec_other', header, body, at)).toBe('mismatch');
    expect(signatureRefusal(secret, header, body, new Date(at.getTime() + 301_000))).toBe('stale');
    expect(signatureRefusal(secret, header, body, new Date(at.getTime() - 301_000))).toBe('stale');
    expect(signatureRefusal(secret, undefined, body, at)).toBe('missing');
    expect(signatureRefusal(secret, `v1=${digest}`, body, at)).toBe('missing');
    expect(signatureRefusal(secret, `t=${timestamp}`, body, at)).toBe('missing');
  });
});
