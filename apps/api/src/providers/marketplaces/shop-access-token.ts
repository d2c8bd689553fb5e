import { MarketplaceError, type ShopSession } from './marketplace.ts';

/*
 * The shop's access token for Amazon's and eBay's clients, whose refresh tokens are long-lived and not rotated: the
 * access token is refreshed a minute before it expires, or at once when `force` (a call was answered 401), and the
 * new one is saved before it is used so that every later session starts from it.
 */

/** Refresh a minute early: a token that expires in flight is refused. */
const EARLY_REFRESH_MS = 60_000;

export interface RefreshedTokens {
  access_token: string;
  expires_in: number;
  /** eBay sends none on a refresh; Amazon repeats the one it was given. */
  refresh_token?: string;
}

export async function shopAccessToken(
  session: ShopSession,
  options: { force: boolean; now: () => Date; refresh(refreshToken: string): Promise<RefreshedTokens> },
): Promise<string> {
  const current = session.credentials;
  const expiresAt = current.accessExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (!options.force && expiresAt - EARLY_REFRESH_MS > options.now().getTime()) return current.accessToken;
  if (!current.refreshToken) throw new MarketplaceError('reauthorize', 'The shop has no refresh token');
  const tokens = await options.refresh(current.refreshToken);
  const next = {
    ...current,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token || current.refreshToken,
    accessExpiresAt: new Date(options.now().getTime() + tokens.expires_in * 1000),
  };
  await session.save(next);
  session.credentials = next;
  return next.accessToken;
}
