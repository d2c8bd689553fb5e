import { describe, expect, it } from 'vitest';
import { GraphqlSyntaxError, parseOperation, resolveValue } from '../../../sandboxes/shopify/graphql-document.ts';
import { requestedCost } from '../../../sandboxes/shopify/graphql-selection.ts';
import { searchTerms } from '../../../sandboxes/shopify/order-store.ts';
import { shopDomainOf } from './shopify-domain.ts';
import { minorUnits } from './shopify-order.ts';
import { ORDER_QUERY, ORDERS_PAGE_SIZE, ORDERS_QUERY } from './shopify-queries.ts';
import { redirectHmacs } from './shopify-signature.ts';

describe('the sandbox reading GraphQL', () => {
  it('reads aliases, arguments, variables, strings and comments', () => {
    const operation = parseOperation(`# a comment
      mutation Ship($input: FulfillmentInput!, $ids: [ID!]) {
        made: fulfillmentCreate(fulfillment: { note: "say \\"hi\\"\\n", ids: $ids, n: -1.5, on: true, none: null, kind: OPEN }) {
          userErrors { field message }
        }
      }`);
    expect(operation).toMatchObject({
      type: 'mutation',
      name: 'Ship',
      variables: { input: 'FulfillmentInput!', ids: '[ID!]' },
    });
    const [field] = operation.selection;
    expect(field).toMatchObject({ key: 'made', name: 'fulfillmentCreate' });
    expect(resolveValue(field!.args.fulfillment, { ids: ['gid://shopify/X/1'] })).toEqual({
      note: 'say "hi"\n',
      ids: ['gid://shopify/X/1'],
      n: -1.5,
      on: true,
      none: null,
      kind: 'OPEN',
    });
  });

  it('says where a document breaks, in graphql-ruby’s words', () => {
    expect(() => parseOperation('query X { orders(first: 2 { id } }')).toThrow(
      new GraphqlSyntaxError('Parse error on "{" (LCURLY) at [1, 27]', 1, 27),
    );
    expect(() => parseOperation('{ shop { name }')).toThrow(/Parse error on end of file/);
    expect(() => parseOperation('{ shop { ...F } }')).toThrow(/Fragment F was used, but not defined/);
  });

  it('prices the adapter’s queries under the 1,000-point single-query limit', () => {
    const orders = parseOperation(ORDERS_QUERY);
    expect(requestedCost(orders.selection, { first: ORDERS_PAGE_SIZE })).toBe(927);
    expect(requestedCost(parseOperation(ORDER_QUERY).selection, {})).toBe(734);
  });

  it('reads the updated_at and created_at terms of a search query', () => {
    expect(searchTerms("updated_at:>='2026-01-02T03:04:05.000Z' AND created_at:<2026-02-01 status:open")).toEqual([
      { field: 'updated_at', comparison: '>=', value: new Date('2026-01-02T03:04:05.000Z') },
      { field: 'created_at', comparison: '<', value: new Date('2026-02-01') },
    ]);
  });
});

describe('Shopify values in our terms', () => {
  it('turns Decimal strings into minor units by the currency', () => {
    const bag = (amount: string, currencyCode = 'USD') => ({ shopMoney: { amount, currencyCode } });
    expect(minorUnits(bag('24.0'))).toBe(2400);
    expect(minorUnits(bag('39.5'))).toBe(3950);
    expect(minorUnits(bag('18.99'))).toBe(1899);
    expect(minorUnits(bag('0.07'))).toBe(7);
    expect(minorUnits(bag('-5.5'))).toBe(-550);
    expect(minorUnits(bag('1500.0', 'JPY'))).toBe(1500);
  });

  it('normalises what the seller types into a myshopify domain', () => {
    expect(shopDomainOf(' Kyiv-Crafts ')).toBe('kyiv-crafts.myshopify.com');
    expect(shopDomainOf('https://admin.shopify.com/store/kyiv-crafts')).toBe('kyiv-crafts.myshopify.com');
    expect(shopDomainOf('kyiv-crafts.example.com')).toBeNull();
  });

  it("accepts Shopify's documented redirect examples and refuses a changed parameter", () => {
    // shopify.dev's authorization code grant guide: secret "hush", with and without `state`.
    const example = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop: 'some-shop.myshopify.com',
      timestamp: '1337178173',
    };
    expect(redirectHmacs({ ...example, state: '0.6784241404160823' }, 'hush')).toContain(
      '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
    );
    expect(redirectHmacs(example, 'hush')).toContain(
      '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    );
    expect(redirectHmacs({ ...example, shop: 'other.myshopify.com' }, 'hush')).not.toContain(
      '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    );
  });
});
