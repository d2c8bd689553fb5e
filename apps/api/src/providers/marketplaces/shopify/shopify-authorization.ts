import { MarketplaceError, type ConnectedShop, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import type { ShopifyClient } from './shopify-client.ts';
import { isShopDomain, SHOPIFY_SCOPES, shopDomainOf, shopifyWebhookUrl } from './shopify-domain.ts';
import { SHOP_QUERY, WEBHOOK_SUBSCRIPTION_CREATE, type UserError } from './shopify-queries.ts';
import { refuse, wordsOf } from './shopify-refuse.ts';
import { redirectHmacs, sameSignature } from './shopify-signature.ts';
import type { ShopifyApp } from './shopify-tokens.ts';

/*
 * Connecting a Shopify shop and letting it go: the authorization code grant for non-embedded apps, checked as Shopify
 * asks (the redirect's hmac, state, a *.myshopify.com shop, a fresh timestamp), the order webhooks subscribed to once
 * the shop is connected, and the app uninstalling itself on unlink.
 */

/** Shopify's redirect is signed but not dated beyond its timestamp: older than this is a replay. */
const REDIRECT_MAX_AGE_S = 24 * 3600;
const CLOCK_SKEW_S = 5 * 60;
const WEBHOOK_TOPICS = ['ORDERS_CREATE', 'ORDERS_UPDATED'] as const;

type Authorization = Pick<MarketplaceAdapter, 'authorizeUrl' | 'finishAuthorization' | 'revoke'>;

export function shopifyAuthorization(
  app: ShopifyApp,
  adminBase: (shop: string) => string,
  client: ShopifyClient,
  deps: AdapterDeps,
): Authorization {
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

  /** The redirect's own checks, before its code is spent. */
  function checkRedirect(params: Record<string, string>, pending: { state: string; shopName: string }): string {
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
    return shop;
  }

  return {
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
      const shop = checkRedirect(params, pending);
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
  };
}
