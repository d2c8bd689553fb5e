import { createHash } from 'node:crypto';
import { MarketplaceError, type PendingConnection, type ShopCredentials } from '../marketplace.ts';
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

/** PKCE S256: base64url(SHA-256(verifier)), unpadded. */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Etsy's token responses carry the user as the access token's prefix. */
export const userIdOf = (accessToken: string) => accessToken.split('.')[0] ?? '';

export function etsyAuthorizeUrl(endpoints: EtsyEndpoints, pending: PendingConnection): string {
  const url = new URL(endpoints.connectUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: endpoints.keystring,
    redirect_uri: pending.redirectUri,
    scope: ETSY_SCOPES.join(' '),
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
}

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
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    authorizationExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    account: { ...account, user_id: userIdOf(tokens.access_token) },
  };
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
export async function refreshCredentials(
  http: EtsyHttp,
  endpoints: EtsyEndpoints,
  credentials: ShopCredentials,
  now: Date,
): Promise<ShopCredentials> {
  if (!credentials.refreshToken) throw new MarketplaceError('reauthorize', 'no refresh token');
  try {
    return await requestTokens(
      http,
      { grant_type: 'refresh_token', client_id: endpoints.keystring, refresh_token: credentials.refreshToken },
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
