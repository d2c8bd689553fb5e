import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_API_VERSION } from '../../../sandboxes/shopify/shopify-spec.ts';
import { SHOPIFY_API_VERSION } from './shopify-domain.ts';
import * as queries from './shopify-queries.ts';
import { adminSchema, schemaProblems } from './shopify-schema.test-kit.ts';

/*
 * Every GraphQL document the adapter sends, checked against Shopify's published Admin schema of the version we pin
 * (vendor-definitions/shopify/SOURCE.md): a field, argument, enum or variable type Shopify does not have fails here,
 * not on a seller's first import.
 */

const documents = Object.entries(queries).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string' && /^\s*(query|mutation)\b/.test(entry[1]),
);

describe('the adapter speaks the published Admin schema', () => {
  // Reading 0.8 MB of SDL takes seconds on a busy machine: once, before the tests.
  beforeAll(() => void adminSchema(), 60_000);

  it('pins one supported version on both sides', () => {
    expect(SHOPIFY_API_VERSION).toBe('2026-10');
    expect(SANDBOX_API_VERSION).toBe(SHOPIFY_API_VERSION);
  });

  it('finds every operation the adapter sends', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ORDERS_QUERY',
        'ORDER_QUERY',
        'SHOP_QUERY',
        'FULFILLMENT_CREATE',
        'ORDER_CANCEL',
        'WEBHOOK_SUBSCRIPTION_CREATE',
      ]),
    );
  });

  it.each(documents)('%s is valid against the schema', (_name, document) => {
    expect(schemaProblems(document)).toEqual([]);
  });

  it('refuses what Shopify would refuse', () => {
    expect(schemaProblems('query { order(id: "x") { subtotalAfterDiscounts } }')).not.toEqual([]);
    expect(schemaProblems('query { orders(first: 1) { nodes { id } } }')).toEqual([]);
  });
});
