import { MarketplaceError, type ShopCredentials, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { httpRefusal, postJson, readJson, wordsOf } from './shopify-http.ts';

/*
 * A shop's tokens at Shopify's token endpoint: the code exchanged for an expiring offline token, and its refresh,
 * done by the client itself a little before the token dies. Shopify replaces the refresh token every time, so the
 * new pair is saved before it is used.
 */

export interface ShopifyApp {
  clientId: string;
  clientSecret: string;
}

interface TokenAnswer {
  access_token: string;
  scope: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

/** Refreshed a little before it dies, so a call never starts with a token about to expire. */
const REFRESH_AHEAD_MS = 5 * 60_000;

export const shopOf = (session: ShopSession) => session.credentials.account.shop!;

export function shopifyTokens(app: ShopifyApp, adminBase: (shop: string) => string, deps: AdapterDeps) {
  async function token(shop: string, grant: Record<string, unknown>): Promise<ShopCredentials> {
    const response = await postJson(deps.fetch, `${adminBase(shop)}/admin/oauth/access_token`, {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      ...grant,
    });
    const answer = await readJson(response);
    if (response.status >= 500) throw httpRefusal(response.status, answer);
    if (!response.ok) throw new MarketplaceError('invalid_grant', wordsOf(answer), response.status);
    const granted = answer as unknown as TokenAnswer;
    const now = deps.now().getTime();
    return {
      accessToken: granted.access_token,
      refreshToken: granted.refresh_token ?? null,
      accessExpiresAt: granted.expires_in ? new Date(now + granted.expires_in * 1000) : null,
      // When the refresh token dies the seller must install the app again.
      authorizationExpiresAt: granted.refresh_token_expires_in
        ? new Date(now + granted.refresh_token_expires_in * 1000)
        : null,
      account: { shop },
    };
  }

  async function refresh(session: ShopSession): Promise<void> {
    const { refreshToken } = session.credentials;
    if (!refreshToken)
      throw new MarketplaceError('reauthorize', 'The access token expired and there is no refresh token', 401);
    let fresh: ShopCredentials;
    try {
      fresh = await token(shopOf(session), { grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (error) {
      if (error instanceof MarketplaceError && error.code === 'invalid_grant') {
        throw new MarketplaceError('reauthorize', error.message, error.status);
      }
      throw error;
    }
    // Saved before it is used: the first use retires the refresh token just spent.
    await session.save(fresh);
    session.credentials = fresh;
  }

  async function accessToken(session: ShopSession): Promise<string> {
    const expiresAt = session.credentials.accessExpiresAt;
    if (expiresAt && expiresAt.getTime() - REFRESH_AHEAD_MS <= deps.now().getTime()) await refresh(session);
    return session.credentials.accessToken;
  }

  return {
    exchangeCode: (shop: string, code: string) => token(shop, { code, expiring: 1 }),
    refresh,
    accessToken,
  };
}
