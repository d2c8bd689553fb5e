import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../../sandboxes/etsy/definition.ts';
import { webhookRefusal, webhookSignature } from './etsy-webhook.ts';

/*
 * Etsy's webhook signatures (Standard Webhooks) checked against the specification's own published vectors
 * (apps/api/vendor-definitions/standard-webhooks, SOURCE.md there) and against the official library, not against
 * each other: our verifier, and the sandbox's signer, each on its own.
 */

interface Vectors {
  sign: Array<{ secret: string; msg_id: string; timestamp: number; payload: string; signature: string }>;
  secret_without_prefix: string;
  tolerance_seconds: number;
  refused_signatures: string[];
  other_signatures_in_a_rotation: string[];
}

const vectors = JSON.parse(
  readFileSync(new URL('../../../../vendor-definitions/standard-webhooks/vectors.json', import.meta.url), 'utf8'),
) as Vectors;
const [vector] = vectors.sign;
const { secret, msg_id: id, timestamp, payload, signature } = vector!;
const at = new Date(timestamp * 1000);
const headers = { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };

describe("our verifier, on Standard Webhooks' published vectors", () => {
  it("accepts the specification's signed delivery, with or without the secret's whsec_ prefix", () => {
    expect(webhookRefusal(secret, headers, payload, at)).toBeNull();
    expect(webhookRefusal(vectors.secret_without_prefix, headers, payload, at)).toBeNull();
  });

  it('finds the genuine signature among the others of a rotation', () => {
    const [other, otherVersion] = vectors.other_signatures_in_a_rotation;
    const rotated = { ...headers, 'webhook-signature': [other, otherVersion, signature, other].join(' ') };
    expect(webhookRefusal(secret, rotated, payload, at)).toBeNull();
  });

  it('refuses the invalid and cut signatures, a changed body, and a delivery outside the tolerance', () => {
    for (const refused of vectors.refused_signatures) {
      expect(webhookRefusal(secret, { ...headers, 'webhook-signature': refused }, payload, at)).toBe('mismatch');
    }
    expect(webhookRefusal(secret, headers, '{"test": 1}', at)).toBe('mismatch');
    const beyond = (vectors.tolerance_seconds + 1) * 1000;
    expect(webhookRefusal(secret, headers, payload, new Date(at.getTime() + beyond))).toBe('stale');
    expect(webhookRefusal(secret, headers, payload, new Date(at.getTime() - beyond))).toBe('stale');
    expect(webhookRefusal(secret, { ...headers, 'webhook-id': undefined }, payload, at)).toBe('missing_headers');
    expect(webhookRefusal(secret, { ...headers, 'webhook-timestamp': 'hello' }, payload, at)).toBe('missing_headers');
  });

  it('accepts what the official library signs now, and the library accepts our adapter-side signature', () => {
    const now = new Date();
    const official = new Webhook(secret).sign(id, now, payload);
    const fresh = { ...headers, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)) };
    expect(webhookRefusal(secret, { ...fresh, 'webhook-signature': official }, payload, now)).toBeNull();
    expect(webhookSignature(secret, id, timestamp, payload)).toBe(signature);
  });
});

describe("the sandbox's signer, on the same vectors", () => {
  it("signs the specification's example as published", () => {
    expect(signWebhook(secret, id, timestamp, payload)).toBe(signature);
  });

  it('signs deliveries the official library verifies', () => {
    const now = new Date();
    const stamp = Math.floor(now.getTime() / 1000);
    const body = '{"event_type":"order.paid","shop_id":1}';
    // An installation's signing secret is made at its first start (sandbox_secrets): one made the same way.
    const installationSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const signed = {
      'webhook-id': 'msg_sandbox',
      'webhook-timestamp': String(stamp),
      'webhook-signature': signWebhook(installationSecret, 'msg_sandbox', stamp, body),
    };
    expect(() => new Webhook(installationSecret).verify(body, signed)).not.toThrow();
  });
});
