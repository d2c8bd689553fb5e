import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isShopDomain,
  SHOPIFY_CANCEL_REASONS,
  SHOPIFY_COMPLIANCE_PATH,
  SHOPIFY_SANDBOX_PATH,
  shopifyRedirectUri,
} from '../../providers/marketplaces/shopify/shopify-domain.ts';
import { adminSchema } from '../../providers/marketplaces/shopify/shopify-schema.test-kit.ts';
import { webhookHmac } from '../../providers/marketplaces/shopify/shopify-signature.ts';
import {
  APP_COMPLIANCE_PATH,
  appRedirectUri,
  CANCEL_REASONS,
  isMyshopifyDomain,
  SANDBOX_PATH,
  signRedirect,
  signWebhook,
} from './shopify-spec.ts';

/*
 * The sandbox's own knowledge of Shopify, checked against Shopify's published examples and schema, and against the
 * adapter's separately written one: they must agree because both follow Shopify, not because they share code.
 */

describe("the sandbox's Shopify facts", () => {
  // Reading 0.8 MB of SDL takes seconds on a busy machine: once, before the tests.
  beforeAll(() => void adminSchema(), 60_000);

  it("signs redirects as Shopify's documented examples are signed (secret 'hush')", () => {
    const example = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop: 'some-shop.myshopify.com',
      timestamp: '1337178173',
    };
    expect(signRedirect({ ...example, state: '0.6784241404160823' }, 'hush')).toBe(
      '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
    );
    expect(signRedirect({ ...example, hmac: 'ignored' }, 'hush')).toBe(
      '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    );
  });

  it('signs webhooks as base64 HMAC-SHA256 of the raw body (a published vector)', () => {
    expect(signWebhook('foo', 'secret')).toBe('dzukRpPHVT1u4g9h6l0nV6mk9KRNKEGuTpW1LkzWLbQ=');
    const secret = `shpss_${randomBytes(16).toString('hex')}`;
    expect(signWebhook('{"id":1}', secret)).toBe(webhookHmac('{"id":1}', secret));
  });

  it("takes OrderCancelReason's values from the published schema", () => {
    const reasons = adminSchema().getType('OrderCancelReason');
    const values = reasons && 'getValues' in reasons ? reasons.getValues().map((v) => v.name) : [];
    expect([...CANCEL_REASONS].sort()).toEqual(values.sort());
    expect([...SHOPIFY_CANCEL_REASONS].sort()).toEqual(values.sort());
  });

  it("agrees with the adapter's paths and shop domains", () => {
    expect(SANDBOX_PATH).toBe(SHOPIFY_SANDBOX_PATH);
    expect(APP_COMPLIANCE_PATH).toBe(SHOPIFY_COMPLIANCE_PATH);
    expect(appRedirectUri('https://x.example')).toBe(shopifyRedirectUri('https://x.example'));
    for (const domain of ['kyiv-crafts.myshopify.com', 'a.myshopify.com', '-a.myshopify.com', 'a.example.com']) {
      expect(isMyshopifyDomain(domain)).toBe(isShopDomain(domain));
    }
  });
});
