import { describe, expect, it } from 'vitest';
import { webhookRefusal, webhookSignature } from './etsy-webhook.ts';

// The worked example of the Standard Webhooks specification (standard-webhooks/standard-webhooks, README).
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const timestamp = 1_614_265_330;
const body = '{"test": 2432232314}';
const signature = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
const at = new Date(timestamp * 1000);
const headers = { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };

describe('Standard Webhooks signatures', () => {
  it("sign as the specification's example does", () => {
    expect(webhookSignature(secret, id, timestamp, body)).toBe(signature);
  });

  it('accept the genuine delivery, also among several signatures of a rotation', () => {
    expect(webhookRefusal(secret, headers, body, at)).toBeNull();
    const rotated = { ...headers, 'webhook-signature': `v1,bm90IHRoaXMgb25l ${signature}` };
    expect(webhookRefusal(secret, rotated, body, new Date(at.getTime() + 299_000))).toBeNull();
  });

  it('refuse a changed body, another secret, a stale delivery and missing headers', () => {
    expect(webhookRefusal(secret, headers, '{"test": 1}', at)).toBe('mismatch');
    expect(webhookRefusal('whsec_c2Vjb25k', headers, body, at)).toBe('mismatch');
    expect(webhookRefusal(secret, headers, body, new Date(at.getTime() + 301_000))).toBe('stale');
    expect(webhookRefusal(secret, { ...headers, 'webhook-id': undefined }, body, at)).toBe('missing_headers');
  });
});
