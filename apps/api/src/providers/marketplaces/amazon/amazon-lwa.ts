import { MarketplaceError } from '../marketplace.ts';
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

interface LwaRefusal {
  error?: string;
  error_description?: string;
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
    let refusal: LwaRefusal = {};
    try {
      refusal = JSON.parse(text) as LwaRefusal;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    const message = refusal.error_description ?? refusal.error ?? response.statusText;
    if (response.status >= 500) throw new MarketplaceError('unavailable', message, response.status);
    if (refusal.error === 'invalid_grant') throw new MarketplaceError('invalid_grant', message, response.status);
    throw new MarketplaceError('invalid', message, response.status);
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
