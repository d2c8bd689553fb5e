import type { Config } from '../../../config.ts';
import { MarketplaceError, type ConnectedShop, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { shopifyCompanyFor } from './shopify-carriers.ts';
import { CustomerDataDenied, shopifyClient, type ShopifyApp } from './shopify-client.ts';
import {
  isShopDomain,
  SHOPIFY_CANCEL_REASONS,
  SHOPIFY_SCOPES,
  shopDomainOf,
  shopifyAdminBase,
  shopifyWebhookUrl,
} from './shopify-domain.ts';
import { shopifyCompliance } from './shopify-compliance.ts';
import { marketplaceOrderOf } from './shopify-order.ts';
import { fulfillmentGroups } from './shopify-fulfillment.ts';
import {
  FULFILLMENT_CREATE,
  FULFILLMENT_ORDERS_QUERY,
  ORDER_CANCEL,
  ORDER_QUERY,
  ORDER_QUERY_WITHHELD,
  ORDERS_PAGE_SIZE,
  ORDERS_QUERY,
  ORDERS_QUERY_WITHHELD,
  SHOP_QUERY,
  WEBHOOK_SUBSCRIPTION_CREATE,
  type FulfillmentOrderPage,
  type ShopifyFulfillmentOrder,
  type ShopifyOrder,
  type UserError,
} from './shopify-queries.ts';
import { redirectHmacs, sameSignature, webhookHmac } from './shopify-signature.ts';

/*
 * Shopify (shared/outside-systems.md A.3): the authorization code grant for non-embedded apps, checked as Shopify
 * asks (the redirect's hmac, state, a *.myshopify.com shop, a fresh timestamp), expiring offline tokens, orders
 * through the GraphQL Admin API, tracking through fulfillmentCreate on fulfillment orders, orderCancel, the app
 * uninstalling itself on unlink, and HMAC-signed webhooks subscribed to when the shop is connected.
 */

/** Shopify's redirect is signed but not dated beyond its timestamp: older than this is a replay. */
const REDIRECT_MAX_AGE_S = 24 * 3600;
const CLOCK_SKEW_S = 5 * 60;
const WEBHOOK_TOPICS = ['ORDERS_CREATE', 'ORDERS_UPDATED'] as const;
/** How long a shop refused protected customer data is read without it before asking again. */
const WITHHELD_RECHECK_MS = 3600_000;

const refuse = (code: ConstructorParameters<typeof MarketplaceError>[0], message: string, status = 0): never => {
  throw new MarketplaceError(code, message, status);
};
const wordsOf = (errors: UserError[]) => errors.map((e) => e.message).join('; ');

/** The app's credentials: Shopify's live, or in sandbox mode the installation's own (app.ts fills the settings). */
function appOf(config: Config): ShopifyApp {
  if (!config.SHOPIFY_CLIENT_ID || !config.SHOPIFY_CLIENT_SECRET) {
    throw new Error('SHOPIFY_PROVIDER=live needs SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET');
  }
  return { clientId: config.SHOPIFY_CLIENT_ID, clientSecret: config.SHOPIFY_CLIENT_SECRET };
}

export function shopifyMarketplace(config: Config, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
  const app = appOf(config);
  const adminBase = (shop: string) => shopifyAdminBase(shop, sandbox ? deps.publicUrl : null);
  const client = shopifyClient(app, adminBase, deps);

  /** Shops whose protected customer data Shopify refused us, and until when we read them without it. */
  const withheldUntil = new Map<string, number>();

  /**
   * A read with the buyers' names and addresses, or — when Shopify has not approved the app for protected customer
   * data — the same read without them, remembered for an hour so each page is not asked twice.
   */
  async function read<T>(
    session: ShopSession,
    operation: string,
    [full, withheld]: [string, string],
    variables: Record<string, unknown>,
  ): Promise<{ data: T; withheld: boolean }> {
    const shop = session.credentials.account.shop ?? '';
    if ((withheldUntil.get(shop) ?? 0) <= deps.now().getTime()) {
      try {
        return { data: await client.graphql<T>(session, operation, full, variables), withheld: false };
      } catch (error) {
        if (!(error instanceof CustomerDataDenied)) throw error;
        withheldUntil.set(shop, deps.now().getTime() + WITHHELD_RECHECK_MS);
      }
    }
    return { data: await client.graphql<T>(session, `${operation}Withheld`, withheld, variables), withheld: true };
  }

  async function fetchOrder(session: ShopSession, externalId: string): Promise<ShopifyOrder> {
    const { data } = await read<{ order: ShopifyOrder | null }>(session, 'Order', [ORDER_QUERY, ORDER_QUERY_WITHHELD], {
      id: externalId,
    });
    return data.order ?? refuse('not_found', `Order ${externalId} not found`, 200);
  }

  /** Every fulfillment order of the order: the first page comes with it, more than five are read page by page. */
  async function fulfillmentOrdersOf(session: ShopSession, externalId: string): Promise<ShopifyFulfillmentOrder[]> {
    let page = (await fetchOrder(session, externalId)).fulfillmentOrders;
    const all = [...(page?.nodes ?? [])];
    while (page?.pageInfo.hasNextPage) {
      const { order } = await client.graphql<{ order: { fulfillmentOrders: FulfillmentOrderPage } | null }>(
        session,
        'FulfillmentOrders',
        FULFILLMENT_ORDERS_QUERY,
        { id: externalId, after: page.pageInfo.endCursor },
      );
      page = order?.fulfillmentOrders;
      all.push(...(page?.nodes ?? []));
    }
    return all;
  }

  /** Orders created and changed are pushed to us from now on; a repeated connect finds them subscribed already. */
  async function subscribe(session: ShopSession): Promise<void> {
    for (const topic of WEBHOOK_TOPICS) {
      const { webhookSubscriptionCreate: result } = await client.graphql<{
        webhookSubscriptionCreate: { userErrors: UserError[] };
      }>(session, 'WebhookSubscriptionCreate', WEBHOOK_SUBSCRIPTION_CREATE, {
        topic,
        webhookSubscription: { uri: shopifyWebhookUrl(deps.publicUrl), format: 'JSON' },
      });
      const problems = result.userErrors.filter((e) => !e.message.includes('already been taken'));
      if (problems.length > 0) refuse('invalid', wordsOf(problems), 200);
    }
  }

  return {
    kind: 'shopify',
    cancelReasons: SHOPIFY_CANCEL_REASONS,

    authorizeUrl(pending) {
      const shop = shopDomainOf(pending.shopName) ?? refuse('bad_shop', 'Not a *.myshopify.com shop');
      const query = new URLSearchParams({
        client_id: app.clientId,
        scope: SHOPIFY_SCOPES.join(','),
        redirect_uri: pending.redirectUri,
        state: pending.state,
        // Empty: an offline token, the app's own, that outlives the seller's session.
        'grant_options[]': '',
      });
      return `${adminBase(shop)}/admin/oauth/authorize?${query.toString()}`;
    },

    async finishAuthorization(params, pending): Promise<ConnectedShop> {
      if (params.error) refuse('denied', params.error_description ?? params.error);
      const hmac = params.hmac ?? '';
      if (!redirectHmacs(params, app.clientSecret).some((expected) => sameSignature(hmac, expected))) {
        refuse('bad_signature', "The redirect's hmac does not match its parameters");
      }
      if (params.state !== pending.state) refuse('state_mismatch', 'The redirect brought another state');
      const shop = params.shop ?? '';
      if (!isShopDomain(shop) || shop !== shopDomainOf(pending.shopName)) {
        refuse('bad_shop', 'The redirect names another shop than the one being connected');
      }
      const age = deps.now().getTime() / 1000 - Number(params.timestamp);
      if (!(age <= REDIRECT_MAX_AGE_S && age >= -CLOCK_SKEW_S)) refuse('bad_signature', 'The redirect is too old');
      const session: ShopSession = {
        credentials: await client.exchangeCode(shop, params.code ?? ''),
        save: async (credentials) => {
          session.credentials = credentials;
        },
      };
      const { shop: info } = await client.graphql<{ shop: { name: string } }>(session, 'Shop', SHOP_QUERY, {});
      await subscribe(session);
      return { externalId: shop, name: info.name, url: `https://${shop}`, credentials: session.credentials };
    },

    async listOrders(session, { modifiedSince, cursor }) {
      const { data, withheld } = await read<{
        orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrder[] };
      }>(session, 'Orders', [ORDERS_QUERY, ORDERS_QUERY_WITHHELD], {
        first: ORDERS_PAGE_SIZE,
        after: cursor,
        query: modifiedSince ? `updated_at:>='${modifiedSince.toISOString()}'` : null,
      });
      const { orders } = data;
      const page = [];
      for (const node of orders.nodes) {
        // More lines than a page shows: the order is read again whole.
        page.push(marketplaceOrderOf(node.lineItems.pageInfo.hasNextPage ? await fetchOrder(session, node.id) : node));
      }
      return {
        orders: page,
        cursor: orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null,
        // As Amazon's refused restricted data: the shop is flagged, the seller told, the orders still come in.
        personalDataWithheld: withheld,
      };
    },

    async order(session, externalId) {
      return marketplaceOrderOf(await fetchOrder(session, externalId));
    },

    carrierCodeFor: shopifyCompanyFor,

    async pushTracking(session, orderExternalId, push) {
      const lineItemsByFulfillmentOrder = fulfillmentGroups(await fulfillmentOrdersOf(session, orderExternalId), push);
      if (lineItemsByFulfillmentOrder.length === 0) refuse('invalid', 'The order has nothing to fulfil', 200);
      const { fulfillmentCreate: result } = await client.graphql<{ fulfillmentCreate: { userErrors: UserError[] } }>(
        session,
        'FulfillmentCreate',
        FULFILLMENT_CREATE,
        {
          fulfillment: {
            lineItemsByFulfillmentOrder,
            trackingInfo: {
              company: push.carrierCode || push.carrierName,
              number: push.trackingNumber,
              // Ours wins over Shopify's own link, and is the only one for a company not on Shopify's list.
              ...(push.trackingUrl ? { url: push.trackingUrl } : {}),
            },
            notifyCustomer: true,
          },
        },
      );
      if (result.userErrors.length > 0) refuse('invalid', wordsOf(result.userErrors), 200);
    },

    async cancel(session, orderExternalId, reason) {
      const { orderCancel: result } = await client.graphql<{ orderCancel: { orderCancelUserErrors: UserError[] } }>(
        session,
        'OrderCancel',
        ORDER_CANCEL,
        { orderId: orderExternalId, reason, refund: true, restock: true, notifyCustomer: true },
      );
      const errors = result.orderCancelUserErrors;
      if (errors.some((e) => e.code === 'NOT_FOUND')) refuse('not_found', wordsOf(errors), 200);
      if (errors.length > 0) refuse('cancel_refused', wordsOf(errors), 200);
    },

    async revoke(session) {
      try {
        const status = await client.rest(session, 'DELETE', '/admin/api_permissions/current.json');
        // 401 / 404: the token or the shop is gone already, which is what unlinking wants.
        if (status < 300 || status === 401 || status === 404) return;
        refuse('unavailable', `Shopify answered ${status} to the uninstall`, status);
      } catch (error) {
        if (error instanceof MarketplaceError && error.code === 'reauthorize') return;
        throw error;
      }
    },

    privacyNotices: shopifyCompliance(app.clientSecret),

    verifyPush(headers, rawBody) {
      const header = (name: string) =>
        Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? undefined;
      const signature = header('x-shopify-hmac-sha256');
      if (!signature || !sameSignature(signature, webhookHmac(rawBody, app.clientSecret))) {
        refuse('bad_signature', 'X-Shopify-Hmac-Sha256 does not match the body');
      }
      const deliveryId = header('x-shopify-webhook-id');
      const shop = header('x-shopify-shop-domain') ?? '';
      if (!deliveryId || !isShopDomain(shop)) refuse('invalid', 'The webhook lacks its Shopify headers');
      let orderId: unknown;
      try {
        orderId = (JSON.parse(rawBody) as { admin_graphql_api_id?: unknown }).admin_graphql_api_id;
      } catch {
        refuse('invalid', 'The webhook body is not JSON');
      }
      const topic = header('x-shopify-topic') ?? '';
      if (!topic.startsWith('orders/') || typeof orderId !== 'string') {
        refuse('not_supported', `The ${topic} webhook names no order`);
      }
      return { deliveryId: deliveryId!, shopExternalId: shop, orderExternalId: orderId as string };
    },
  };
}
