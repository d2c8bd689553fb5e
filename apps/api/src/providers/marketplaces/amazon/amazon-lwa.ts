import { MarketplaceError } from '../marketplace.ts';
import { oauthRefusal } from '../oauth-refusal.ts';
import type { AmazonEndpoints } from './amazon-endpoints.ts';

/*
 * Login with Amazon's token endpoint (developer-docs.amazon.com/sp-api/docs/website-authorization-workflow): the
 * authorization code becomes a refresh token and an hour-long access token; the refresh token buys new access tokens
 * until the seller's authorization ends (365 days), and is not rotated. Both grants carry the client id and secret
 * in the form body, as LWA takes them.
 */

export interface LwaTokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

const TIMEOUT_MS = 30_000;

export function lwaClient(endpoints: AmazonEndpoints, fetchImpl: typeof fetch) {
  async function grant(form: Record<string, string>): Promise<LwaTokens> {
    const response = await fetchImpl(endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
      body: new URLSearchParams({
        ...form,
        client_id: endpoints.clientId,
        client_secret: endpoints.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.ok) return JSON.parse(text) as LwaTokens;
    throw oauthRefusal(response, text);
  }

  return {
    /** The code from the redirect; `redirectUri` must be the one the consent was asked with. */
    exchangeCode: (code: string, redirectUri: string) =>
      grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    /** A new access token; a refused refresh token means the seller has to authorize the app again. */
    refresh: (refreshToken: string) =>
      grant({ grant_type: 'refresh_token', refresh_token: refreshToken }).catch((error: unknown) => {
        if (error instanceof MarketplaceError && error.code === 'invalid_grant') {
          throw new MarketplaceError('reauthorize', error.message, error.status);
        }
        throw error;
      }),
  };
}

export type LwaClient = ReturnType<typeof lwaClient>;
