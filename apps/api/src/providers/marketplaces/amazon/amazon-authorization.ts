import { MarketplaceError, type MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import type { AmazonEndpoints } from './amazon-endpoints.ts';
import type { LwaClient } from './amazon-lwa.ts';

/*
 * Connecting an Amazon seller: the website authorization workflow (Seller Central's consent page, back with
 * `spapi_oauth_code` and `selling_partner_id`) and Login with Amazon's code exchange.
 */

/** Sellers authorize an app for a year (developer-docs.amazon.com/sp-api/docs/renew-authorizations). */
const AUTHORIZATION_DAYS = 365;

export function amazonAuthorization(
  endpoints: AmazonEndpoints,
  lwa: LwaClient,
  deps: AdapterDeps,
): Pick<MarketplaceAdapter, 'authorizeUrl' | 'finishAuthorization'> {
  return {
    authorizeUrl(pending) {
      const url = new URL(endpoints.consentUrl);
      url.searchParams.set('application_id', endpoints.appId);
      url.searchParams.set('state', pending.state);
      url.searchParams.set('redirect_uri', pending.redirectUri);
      // Only a draft needs it: for a published app it would authorize the draft instead of the published version.
      if (endpoints.draft) url.searchParams.set('version', 'beta');
      return url.toString();
    },

    async finishAuthorization(params, pending) {
      if (params.state !== pending.state) throw new MarketplaceError('state_mismatch', 'The state is not ours');
      if (params.error) throw new MarketplaceError('denied', params.error_description ?? params.error);
      // A seller who cancels at the consent page comes back without a code.
      const code = params.spapi_oauth_code;
      if (!code) throw new MarketplaceError('denied', 'Amazon sent no authorization code');
      const sellingPartnerId = params.selling_partner_id ?? '';
      if (!/^[A-Z0-9]{8,20}$/.test(sellingPartnerId)) {
        throw new MarketplaceError('bad_shop', 'Amazon sent no valid selling_partner_id');
      }
      const tokens = await lwa.exchangeCode(code, pending.redirectUri);
      const now = deps.now().getTime();
      return {
        externalId: sellingPartnerId,
        name: pending.shopName || sellingPartnerId,
        url: `https://www.amazon.com/sp?seller=${sellingPartnerId}`,
        credentials: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          accessExpiresAt: new Date(now + tokens.expires_in * 1000),
          authorizationExpiresAt: new Date(now + AUTHORIZATION_DAYS * 86_400_000),
          account: {
            sellingPartnerId,
            marketplaceId: endpoints.marketplaceId,
            marketplaceIds: endpoints.marketplaceIds.join(','),
          },
        },
      };
    },
  };
}
