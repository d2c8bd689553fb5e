import { MarketplaceError, type MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import type { EbayClient } from './ebay-client.ts';
import { EBAY_SCOPES, type EbayEndpoints } from './ebay-endpoints.ts';
import type { EbayOAuth } from './ebay-oauth.ts';

/*
 * Connecting an eBay seller: OAuth with the RuName as redirect_uri, then the Commerce Identity API for who signed in
 * (what the seller typed at our end may be another account).
 */

export function ebayAuthorization(
  endpoints: EbayEndpoints,
  oauth: EbayOAuth,
  api: EbayClient,
  deps: AdapterDeps,
): Pick<MarketplaceAdapter, 'authorizeUrl' | 'finishAuthorization'> {
  return {
    authorizeUrl(pending) {
      const url = new URL(endpoints.authUrl);
      url.searchParams.set('client_id', endpoints.clientId);
      url.searchParams.set('redirect_uri', endpoints.ruName);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', EBAY_SCOPES.join(' '));
      url.searchParams.set('state', pending.state);
      // The seller signs in as the account to connect, even with another eBay session open in the browser.
      url.searchParams.set('prompt', 'login');
      return url.toString();
    },

    async finishAuthorization(params, pending) {
      if (params.state !== pending.state) throw new MarketplaceError('state_mismatch', 'The state is not ours');
      if (params.error) throw new MarketplaceError('denied', params.error_description ?? params.error);
      if (!params.code) throw new MarketplaceError('denied', 'eBay sent no authorization code');
      const tokens = await oauth.exchangeCode(params.code);
      const now = deps.now().getTime();
      const credentials = {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        accessExpiresAt: new Date(now + tokens.expires_in * 1000),
        // The refresh token's end (18 months): then the seller consents again.
        authorizationExpiresAt: tokens.refresh_token_expires_in
          ? new Date(now + tokens.refresh_token_expires_in * 1000)
          : null,
        account: {},
      };
      // Which account the seller signed in with: what they typed at our end may be another one.
      const { body: user } = await api.call<{ userId: string; username: string }>(
        { credentials, save: async () => {} },
        { method: 'GET', path: '/commerce/identity/v1/user/', identity: true },
      );
      if (!user?.username) throw new MarketplaceError('bad_shop', 'eBay did not say who signed in');
      return {
        externalId: user.username,
        name: user.username,
        url: `https://www.ebay.com/usr/${encodeURIComponent(user.username)}`,
        credentials: { ...credentials, account: { username: user.username, userId: user.userId } },
      };
    },
  };
}
