import { MarketplaceError, type PendingConnection, type ShopCredentials } from '../marketplace.ts';
import { credentialsOf, pkceAuthorizeUrl, refreshOrReconnect, type TokenAnswer } from '../pkce-oauth.ts';
import { ETSY_SCOPES, type EtsyEndpoints } from './etsy-endpoints.ts';
import { etsyFailure, etsyWords, type EtsyHttp } from './etsy-http.ts';

/*
 * Etsy's OAuth 2.0 (developers.etsy.com/documentation/essentials/authentication): authorization code with PKCE S256,
 * no client secret in the exchange. Access tokens start with the user's id ("12345678.…") and last an hour; the
 * refresh token lasts 90 days and is replaced on every use — the old one is revoked at once, so the new pair must be
 * saved before anything else is done with it.
 */

export const TOKEN_PATH = '/v3/public/oauth/token';
/** An unused refresh token dies after this; each refresh starts the count again. */
export const REFRESH_TOKEN_DAYS = 90;
const DAY_MS = 86_400_000;

export { pkceChallenge } from '../pkce-oauth.ts';

/** Etsy's token responses carry the user as the access token's prefix. */
export const userIdOf = (accessToken: string) => accessToken.split('.')[0] ?? '';

export const etsyAuthorizeUrl = (endpoints: EtsyEndpoints, pending: PendingConnection): string =>
  pkceAuthorizeUrl(endpoints.connectUrl, { clientId: endpoints.keystring, scopes: ETSY_SCOPES }, pending);

async function requestTokens(
  http: EtsyHttp,
  form: Record<string, string>,
  account: Record<string, string>,
  now: Date,
): Promise<ShopCredentials> {
  const answer = await http.send({ method: 'POST', path: TOKEN_PATH, form });
  if (answer.status === 400 && (answer.body as { error?: unknown } | null)?.error === 'invalid_grant') {
    throw new MarketplaceError('invalid_grant', etsyWords(answer.body, 400), 400);
  }
  if (answer.status !== 200) throw etsyFailure(answer);
  const tokens = answer.body as TokenAnswer;
  return credentialsOf(tokens, {
    account: { ...account, user_id: userIdOf(tokens.access_token) },
    refreshTokenTtlMs: REFRESH_TOKEN_DAYS * DAY_MS,
    now,
  });
}

export function exchangeCode(
  http: EtsyHttp,
  endpoints: EtsyEndpoints,
  input: { code: string; pending: PendingConnection; now: Date },
): Promise<ShopCredentials> {
  return requestTokens(
    http,
    {
      grant_type: 'authorization_code',
      client_id: endpoints.keystring,
      redirect_uri: input.pending.redirectUri,
      code: input.code,
      code_verifier: input.pending.codeVerifier,
    },
    {},
    input.now,
  );
}

/** A new token pair; a refused refresh token (revoked, expired, 90 days unused) means the seller must connect again. */
export const refreshCredentials = (
  http: EtsyHttp,
  endpoints: EtsyEndpoints,
  credentials: ShopCredentials,
  now: Date,
): Promise<ShopCredentials> =>
  refreshOrReconnect(credentials, (refreshToken) =>
    requestTokens(
      http,
      { grant_type: 'refresh_token', client_id: endpoints.keystring, refresh_token: refreshToken },
      credentials.account,
      now,
    ),
  );
