import { createHash } from 'node:crypto';
import { MarketplaceError, type PendingConnection, type ShopCredentials } from './marketplace.ts';

/*
 * The client side of OAuth 2.0's authorization code with PKCE S256 and rotating refresh tokens, as Etsy and the
 * market both run it: the authorize URL, the code the consent redirect brings back, a token answer as credentials,
 * and a refresh whose refusal means the seller must connect again. How each marketplace sends its token requests
 * (client authentication, error bodies) stays in its own `<kind>-oauth.ts`.
 */

/** PKCE S256: base64url(SHA-256(verifier)), unpadded (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function pkceAuthorizeUrl(
  authorizeUrl: string,
  client: { clientId: string; scopes: readonly string[] },
  pending: PendingConnection,
): string {
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: pending.redirectUri,
    scope: client.scopes.join(' '),
    state: pending.state,
    code_challenge: pkceChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** The code of a consent redirect that answers our own request; a refusal or a forged redirect throws. */
export function codeOfRedirect(params: Record<string, string>, pending: PendingConnection): string {
  if (params.state !== pending.state) throw new MarketplaceError('state_mismatch', 'state does not match');
  if (params.error) {
    const words = params.error_description ? `${params.error}: ${params.error_description}` : params.error;
    throw new MarketplaceError(params.error === 'access_denied' ? 'denied' : 'invalid', words);
  }
  if (!params.code) throw new MarketplaceError('invalid_grant', 'the redirect carries no code');
  return params.code;
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
}

/** A token answer as credentials; the authorization lasts as long as its refresh token does. */
export function credentialsOf(
  tokens: TokenAnswer,
  input: { account: Record<string, string>; refreshTokenTtlMs: number; now: Date },
): ShopCredentials {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: new Date(input.now.getTime() + tokens.expires_in * 1000),
    authorizationExpiresAt: new Date(input.now.getTime() + input.refreshTokenTtlMs),
    account: input.account,
  };
}

/**
 * A new token pair from `request`; a refused refresh token (`invalid_grant`: revoked, expired, already used) means
 * the seller must connect again.
 */
export async function refreshOrReconnect(
  credentials: ShopCredentials,
  request: (refreshToken: string) => Promise<ShopCredentials>,
): Promise<ShopCredentials> {
  if (!credentials.refreshToken) throw new MarketplaceError('reauthorize', 'no refresh token');
  try {
    return await request(credentials.refreshToken);
  } catch (error) {
    if (error instanceof MarketplaceError && error.code === 'invalid_grant') {
      throw new MarketplaceError('reauthorize', error.message, error.status);
    }
    throw error;
  }
}
