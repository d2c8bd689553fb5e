import { createHash } from 'node:crypto';
import { MarketplaceError, type PendingConnection, type ShopCredentials } from '../marketplace.ts';
import { MARKET_SCOPES, type MarketEndpoints } from './market-endpoints.ts';
import { marketFailure, type MarketHttp } from './market-http.ts';

/*
 * The market's OAuth 2.0 (docs/sandbox-market.md): authorization code with PKCE S256 for a confidential client — the
 * app authenticates at the token and revoke endpoints with HTTP Basic. Access tokens last an hour; refresh tokens last
 * 60 days and are replaced on every use (RFC 6819 rotation), so the new pair is saved before anything else is done.
 */

export const AUTHORIZE_PATH = '/oauth/authorize';
export const TOKEN_PATH = '/oauth/token';
export const REVOKE_PATH = '/oauth/revoke';

/** PKCE S256: base64url(SHA-256(verifier)), unpadded (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function marketAuthorizeUrl(endpoints: MarketEndpoints, pending: PendingConnection): string {
  const url = new URL(`${endpoints.baseUrl}${AUTHORIZE_PATH}`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: endpoints.clientId,
    redirect_uri: pending.redirectUri,
    scope: MARKET_SCOPES.join(' '),
    state: pending.state,
    code_challenge: pkceChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
  scope: string;
}

async function requestTokens(
  http: MarketHttp,
  form: Record<string, string>,
  account: Record<string, string>,
  now: Date,
): Promise<ShopCredentials> {
  const answer = await http.send({ method: 'POST', path: TOKEN_PATH, form, auth: 'client' });
  if (answer.status === 400 && (answer.body as { error?: unknown } | null)?.error === 'invalid_grant') {
    throw marketFailure(answer, { 400: 'invalid_grant' });
  }
  // A refused client (401 invalid_client) is our configuration, not the seller's: the call is unavailable.
  if (answer.status !== 200) throw marketFailure(answer, { 401: 'unavailable' });
  const tokens = answer.body as TokenAnswer;
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    authorizationExpiresAt: new Date(now.getTime() + tokens.refresh_token_expires_in * 1000),
    account,
  };
}

export function exchangeCode(
  http: MarketHttp,
  input: { code: string; pending: PendingConnection; now: Date },
): Promise<ShopCredentials> {
  return requestTokens(
    http,
    {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.pending.redirectUri,
      code_verifier: input.pending.codeVerifier,
    },
    {},
    input.now,
  );
}

/** A new token pair; a refused refresh token (revoked, expired, already used) means the seller must connect again. */
export async function refreshCredentials(
  http: MarketHttp,
  credentials: ShopCredentials,
  now: Date,
): Promise<ShopCredentials> {
  if (!credentials.refreshToken) throw new MarketplaceError('reauthorize', 'no refresh token');
  try {
    return await requestTokens(
      http,
      { grant_type: 'refresh_token', refresh_token: credentials.refreshToken },
      credentials.account,
      now,
    );
  } catch (error) {
    if (error instanceof MarketplaceError && error.code === 'invalid_grant') {
      throw new MarketplaceError('reauthorize', error.message, error.status);
    }
    throw error;
  }
}

/**
 * RFC 7009: the market answers 200 for a token it revoked and for one already dead alike. The refresh token goes
 * first (a stolen one could otherwise mint new access tokens), then the access token.
 */
export async function revokeCredentials(http: MarketHttp, credentials: ShopCredentials): Promise<void> {
  const tokens: Array<[string, string]> = [
    ...(credentials.refreshToken ? [[credentials.refreshToken, 'refresh_token'] as [string, string]] : []),
    [credentials.accessToken, 'access_token'],
  ];
  for (const [token, hint] of tokens) {
    const answer = await http.send({
      method: 'POST',
      path: REVOKE_PATH,
      form: { token, token_type_hint: hint },
      auth: 'client',
    });
    if (answer.status !== 200) throw marketFailure(answer, { 401: 'unavailable' });
  }
}
