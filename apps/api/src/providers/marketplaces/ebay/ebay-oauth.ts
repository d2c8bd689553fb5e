import { MarketplaceError } from '../marketplace.ts';
import { oauthRefusal } from '../oauth-refusal.ts';
import { EBAY_APP_SCOPE, EBAY_SCOPES, type EbayEndpoints } from './ebay-endpoints.ts';

/*
 * eBay's OAuth token endpoint (developer.ebay.com/api-docs/static/oauth-auth-code-grant-request.html): the app
 * authenticates with Basic client_id:client_secret; the code becomes a two-hour access token and an 18-month refresh
 * token, and the refresh token buys new access tokens (it is not rotated) until its own end.
 */

export interface EbayTokens {
  access_token: string;
  expires_in: number;
  /** Only on the code exchange. */
  refresh_token?: string;
  refresh_token_expires_in?: number;
  token_type: string;
}

const TIMEOUT_MS = 30_000;

export function ebayOAuth(endpoints: EbayEndpoints, fetchImpl: typeof fetch) {
  const basic = Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64');

  async function grant(form: Record<string, string>): Promise<EbayTokens> {
    const response = await fetchImpl(`${endpoints.apiUrl}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.ok) return JSON.parse(text) as EbayTokens;
    throw oauthRefusal(response, text);
  }

  return {
    /** The code from the redirect; the redirect_uri is the RuName, as in the consent request. */
    exchangeCode: (code: string) => grant({ grant_type: 'authorization_code', code, redirect_uri: endpoints.ruName }),
    /** An application token (client credentials): the app's own calls, such as the Notification API's keys. */
    applicationToken: () => grant({ grant_type: 'client_credentials', scope: EBAY_APP_SCOPE }),
    /** A new access token; a refused refresh token (its 18 months are over) means consent again. */
    refresh: (refreshToken: string) =>
      grant({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: EBAY_SCOPES.join(' ') }).catch(
        (error: unknown) => {
          if (error instanceof MarketplaceError && error.code === 'invalid_grant') {
            throw new MarketplaceError('reauthorize', error.message, error.status);
          }
          throw error;
        },
      ),
  };
}

export type EbayOAuth = ReturnType<typeof ebayOAuth>;
