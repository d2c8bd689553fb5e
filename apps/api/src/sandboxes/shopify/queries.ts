import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf, type SandboxShop } from '../marketplace-kit/store.ts';
import { resolveValue, type GraphqlField } from './graphql-document.ts';
import { CUSTOMER_DATA_DENIED, fieldError, type FieldErrors } from './graphql-selection.ts';
import { gid, type Json } from './order-body.ts';
import { ordersPage, type SortKey } from './order-store.ts';
import { settingsOf } from './shops.ts';
import { webhookSubscriptions } from './subscriptions.ts';

/*
 * The QueryRoot fields the sandbox answers: `shop`, `order(id:)` and the `orders` connection. Each returns the
 * stored object (or a page of them); the route keeps only the selected fields. Without `read_all_orders` Shopify
 * shows an app only the last 60 days of orders, and so does the sandbox.
 */

export interface ResolveContext {
  deps: SandboxDeps;
  shop: SandboxShop;
  variables: Record<string, unknown>;
  /** Where in the answer this field sits (for error paths). */
  path: Array<string | number>;
  /** Fields refused while answering (protected customer data): reported beside the data. */
  refused: FieldErrors;
}

export type RootResolver = (field: GraphqlField, context: ResolveContext) => Promise<Json | null>;

const ORDER_WINDOW_MS = 60 * 86_400_000;
const SORT_KEYS = new Set<SortKey>(['UPDATED_AT', 'CREATED_AT', 'ID']);

function visibleSince(context: ResolveContext): Date | null {
  if (settingsOf(context.shop).scopes.includes('read_all_orders')) return null;
  return new Date(context.deps.now().getTime() - ORDER_WINDOW_MS);
}

const shop: RootResolver = async (_field, { shop: row }) => {
  const settings = settingsOf(row);
  return {
    __typename: 'Shop',
    id: gid('Shop', row.id),
    name: settings.name,
    myshopifyDomain: row.external_id,
    email: `owner@${row.external_id}`,
    currencyCode: settings.currency,
    ianaTimezone: 'America/New_York',
    plan: {
      __typename: 'ShopPlan',
      displayName: settings.plan === 'plus' ? 'Shopify Plus' : 'Basic',
      shopifyPlus: settings.plan === 'plus',
    },
  };
};

/** The stored order as this shop's app may see it: without the protected customer fields unless Shopify approved it. */
const visible = (context: ResolveContext, body: Json): Json =>
  settingsOf(context.shop).customerDataDenied ? { ...body, [CUSTOMER_DATA_DENIED]: true } : body;

const order: RootResolver = async (field, context) => {
  const id = resolveValue(field.args.id, context.variables);
  const row = typeof id === 'string' ? await orderOf(context.deps.db, context.shop.id, id) : null;
  const since = visibleSince(context);
  return row && (!since || row.created_at >= since) ? visible(context, row.body) : null;
};

const orders: RootResolver = async (field, context) => {
  const arg = (name: string) => resolveValue(field.args[name], context.variables);
  const first = arg('first');
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1) {
    throw fieldError(field, context.path, 'you must provide one of first or last', { code: 'argumentError' });
  }
  const sortKey = arg('sortKey') ?? 'ID';
  if (!SORT_KEYS.has(sortKey as SortKey)) {
    throw fieldError(field, context.path, `The sandbox does not sort orders by ${String(sortKey)}`, {
      code: 'argumentError',
    });
  }
  const after = arg('after');
  const query = arg('query');
  const page = await ordersPage(context.deps.db, context.shop.id, {
    first,
    after: typeof after === 'string' ? after : null,
    sortKey: sortKey as SortKey,
    reverse: arg('reverse') === true,
    query: typeof query === 'string' ? query : null,
    visibleSince: visibleSince(context),
  });
  return {
    __typename: 'OrderConnection',
    nodes: page.rows.map((row) => visible(context, row.body)),
    cursors: page.cursors,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: page.hasNextPage,
      hasPreviousPage: typeof after === 'string',
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors.at(-1) ?? null,
    },
  };
};

export const QUERY_ROOT: Record<string, RootResolver> = { shop, order, orders, webhookSubscriptions };
