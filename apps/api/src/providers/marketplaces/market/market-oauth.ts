import type { PendingConnection, ShopCredentials } from '../marketplace.ts';
import { credentialsOf, pkceAuthorizeUrl, refreshOrReconnect, type TokenAnswer } from '../pkce-oauth.ts';
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

export { pkceChallenge } from '../pkce-oauth.ts';

export const marketAuthorizeUrl = (endpoints: MarketEndpoints, pending: PendingConnection): string =>
  pkceAuthorizeUrl(
    `${endpoints.baseUrl}${AUTHORIZE_PATH}`,
    { clientId: endpoints.clientId, scopes: MARKET_SCOPES },
    pending,
  );

/** The market says how long the refresh token lives. */
interface MarketTokens extends TokenAnswer {
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
  const tokens = answer.body as MarketTokens;
  return credentialsOf(tokens, { account, refreshTokenTtlMs: tokens.refresh_token_expires_in * 1000, now });
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
export const refreshCredentials = (
  http: MarketHttp,
  credentials: ShopCredentials,
  now: Date,
): Promise<ShopCredentials> =>
  refreshOrReconnect(credentials, (refreshToken) =>
    requestTokens(http, { grant_type: 'refresh_token', refresh_token: refreshToken }, credentials.account, now),
  );

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
