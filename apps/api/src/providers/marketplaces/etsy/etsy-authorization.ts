import { MarketplaceError, type MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { codeOfRedirect } from '../pkce-oauth.ts';
import type { EtsyEndpoints } from './etsy-endpoints.ts';
import { etsyFailure, etsyWords, type EtsyHttp } from './etsy-http.ts';
import { etsyAuthorizeUrl, exchangeCode } from './etsy-oauth.ts';

/*
 * Connecting an Etsy shop: the OAuth dance with PKCE, then the shop of the user who signed in (its `shop_id` is what
 * every later call names).
 */

interface EtsyShop {
  shop_id: number;
  shop_name: string;
  url: string;
}

export function etsyAuthorization(
  endpoints: EtsyEndpoints,
  http: EtsyHttp,
  deps: AdapterDeps,
): Pick<MarketplaceAdapter, 'authorizeUrl' | 'finishAuthorization'> {
  return {
    authorizeUrl: (pending) => etsyAuthorizeUrl(endpoints, pending),

    async finishAuthorization(params, pending) {
      const code = codeOfRedirect(params, pending);
      const credentials = await exchangeCode(http, endpoints, { code, pending, now: deps.now() });
      const userId = encodeURIComponent(credentials.account.user_id ?? '');
      const answer = await http.send({
        method: 'GET',
        path: `/v3/application/users/${userId}/shops`,
        accessToken: credentials.accessToken,
      });
      if (answer.status === 404) throw new MarketplaceError('bad_shop', etsyWords(answer.body, 404), 404);
      if (answer.status !== 200) throw etsyFailure(answer);
      const shop = answer.body as EtsyShop;
      return {
        externalId: String(shop.shop_id),
        name: shop.shop_name,
        url: shop.url,
        credentials: { ...credentials, account: { ...credentials.account, shop_id: String(shop.shop_id) } },
      };
    },
  };
}
