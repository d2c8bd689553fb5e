import { and, asc, eq, gt } from 'drizzle-orm';
import { sandboxMarketplaceSubscriptions } from '../marketplace-kit/kit.schema.ts';
import { resolveValue, type GraphqlField } from './graphql-document.ts';
import { decodeCursor, encodeCursor, fieldError } from './graphql-selection.ts';
import type { Mutation } from './mutations.ts';
import { gid, legacyIdOf, type Json } from './order-body.ts';
import type { ResolveContext, RootResolver } from './queries.ts';
import { KIND } from './shops.ts';
import { WEBHOOK_TOPICS } from './webhooks.ts';

/*
 * The app's webhook subscriptions, as the Admin API shows and changes them: the `webhookSubscriptions` connection
 * (what Shopify's own library reads before registering), `webhookSubscriptionCreate` and `webhookSubscriptionDelete`.
 * A subscription's endpoint is a WebhookHttpEndpoint (the sandbox delivers over HTTP only); `uri` and the deprecated
 * `callbackUrl` both give its address.
 */

type Row = typeof sandboxMarketplaceSubscriptions.$inferSelect;
const userError = (field: string[], message: string) => ({ __typename: 'UserError', field, message });
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const MAX_PAGE = 250;

function subscriptionOf(row: Row): Json {
  const at = row.created_at.toISOString();
  return {
    __typename: 'WebhookSubscription',
    id: gid('WebhookSubscription', row.id),
    legacyResourceId: String(row.id),
    topic: row.topic,
    uri: row.url,
    callbackUrl: row.url,
    endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: row.url },
    format: 'JSON',
    includeFields: [],
    metafieldNamespaces: [],
    filter: null,
    createdAt: at,
    updatedAt: at,
  };
}

export const webhookSubscriptions: RootResolver = async (field: GraphqlField, context: ResolveContext) => {
  const arg = (name: string) => resolveValue(field.args[name], context.variables);
  const first = arg('first');
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw fieldError(field, context.path, 'you must provide one of first or last', { code: 'argumentError' });
  }
  const after = arg('after');
  const afterId = typeof after === 'string' ? Number(decodeCursor(after)?.last_id ?? 0) : 0;
  const rows = await context.deps.db
    .select()
    .from(sandboxMarketplaceSubscriptions)
    .where(
      and(
        eq(sandboxMarketplaceSubscriptions.shop_id, context.shop.id),
        gt(sandboxMarketplaceSubscriptions.id, afterId),
      ),
    )
    .orderBy(asc(sandboxMarketplaceSubscriptions.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const cursors = page.map((row) => encodeCursor({ last_id: row.id }));
  return {
    __typename: 'WebhookSubscriptionConnection',
    nodes: page.map(subscriptionOf),
    cursors,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: rows.length > first,
      hasPreviousPage: afterId > 0,
      startCursor: cursors[0] ?? null,
      endCursor: cursors.at(-1) ?? null,
    },
  };
};

export const webhookSubscriptionCreate: Mutation = {
  template: {
    __typename: 'WebhookSubscriptionCreatePayload',
    webhookSubscription: subscriptionOf({ id: 0, kind: KIND, shop_id: 0, topic: '', url: '', created_at: new Date(0) }),
    userErrors: [userError([], '')],
  },
  async run(field, { deps, shop, variables }) {
    const topic = String(resolveValue(field.args.topic, variables));
    const input = (resolveValue(field.args.webhookSubscription, variables) ?? {}) as Json;
    const refused = (at: string[], message: string) => ({
      __typename: 'WebhookSubscriptionCreatePayload',
      webhookSubscription: null,
      userErrors: [userError(at, message)],
    });
    if (!(topic in WEBHOOK_TOPICS)) return refused(['topic'], `The sandbox does not emit ${topic}`);
    const uri = text(input.uri) ?? text(input.callbackUrl);
    // Shopify insists on https; the sandbox also takes http, for a server running on localhost.
    if (!uri || !URL.canParse(uri) || !/^https?:$/.test(new URL(uri).protocol)) {
      return refused(['webhookSubscription', 'callbackUrl'], 'Address is invalid');
    }
    const [row] = await deps.db
      .insert(sandboxMarketplaceSubscriptions)
      .values({ kind: KIND, shop_id: shop.id, topic, url: uri, created_at: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) return refused(['webhookSubscription', 'callbackUrl'], 'Address for this topic has already been taken');
    return { __typename: 'WebhookSubscriptionCreatePayload', webhookSubscription: subscriptionOf(row), userErrors: [] };
  },
};

export const webhookSubscriptionDelete: Mutation = {
  template: {
    __typename: 'WebhookSubscriptionDeletePayload',
    deletedWebhookSubscriptionId: '',
    userErrors: [userError([], '')],
  },
  async run(field, { deps, shop, variables }) {
    const id = String(resolveValue(field.args.id, variables) ?? '');
    const deleted = await deps.db
      .delete(sandboxMarketplaceSubscriptions)
      .where(
        and(
          eq(sandboxMarketplaceSubscriptions.shop_id, shop.id),
          eq(sandboxMarketplaceSubscriptions.id, legacyIdOf(id) || 0),
        ),
      )
      .returning();
    return deleted.length > 0
      ? { __typename: 'WebhookSubscriptionDeletePayload', deletedWebhookSubscriptionId: id, userErrors: [] }
      : {
          __typename: 'WebhookSubscriptionDeletePayload',
          deletedWebhookSubscriptionId: null,
          userErrors: [userError(['id'], 'Webhook subscription does not exist')],
        };
  },
};
