import { MarketplaceError, type MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { codeOfRedirect } from '../pkce-oauth.ts';
import type { MarketEndpoints } from './market-endpoints.ts';
import { marketFailure, marketWords, type MarketHttp } from './market-http.ts';
import { exchangeCode, marketAuthorizeUrl } from './market-oauth.ts';

/*
 * Connecting a market shop: OAuth with PKCE and the app's client secret, then the shop of the seller who signed in
 * (its id and handle are what the calls and the webhooks name).
 */

interface MarketShop {
  id: string;
  handle: string;
  name: string;
  url: string;
  currency: string;
}

export function marketAuthorization(
  endpoints: MarketEndpoints,
  http: MarketHttp,
  deps: AdapterDeps,
): Pick<MarketplaceAdapter, 'authorizeUrl' | 'finishAuthorization'> {
  return {
    authorizeUrl: (pending) => marketAuthorizeUrl(endpoints, pending),

    async finishAuthorization(params, pending) {
      const code = codeOfRedirect(params, pending);
      const credentials = await exchangeCode(http, { code, pending, now: deps.now() });
      const answer = await http.send({
        method: 'GET',
        path: '/v1/me/shop',
        auth: { bearer: credentials.accessToken },
      });
      if (answer.status === 404) throw new MarketplaceError('bad_shop', marketWords(answer.body, 404), 404);
      if (answer.status !== 200) throw marketFailure(answer);
      const shop = answer.body as MarketShop;
      return {
        externalId: shop.id,
        name: shop.name,
        url: shop.url,
        credentials: { ...credentials, account: { shop_id: shop.id, handle: shop.handle } },
      };
    },
  };
}
