import type { ShopCredentials, ShopSession } from './marketplace.ts';

/*
 * A shop's calls with its bearer token where refresh tokens rotate (Etsy, the market): the access token is refreshed
 * a minute before it expires, and once more when a call is answered 401 (revoked before its time: a password change,
 * signing out everywhere); a second 401 is the seller's to act on. Rotated tokens are saved before they are used:
 * the marketplace has already revoked the old refresh token, so losing the new pair would lose the shop.
 */

const REFRESH_EARLY_MS = 60_000;

export function bearerSession<Request, Answer extends { status: number }>(options: {
  now: () => Date;
  refresh(credentials: ShopCredentials, now: Date): Promise<ShopCredentials>;
  send(request: Request, accessToken: string): Promise<Answer>;
}): (session: ShopSession, request: Request) => Promise<Answer> {
  async function refresh(session: ShopSession): Promise<void> {
    const next = await options.refresh(session.credentials, options.now());
    await session.save(next);
    session.credentials = next;
  }

  return async (session, request) => {
    const expiresAt = session.credentials.accessExpiresAt;
    if (expiresAt && expiresAt.getTime() - options.now().getTime() < REFRESH_EARLY_MS) await refresh(session);
    const answer = await options.send(request, session.credentials.accessToken);
    if (answer.status !== 401) return answer;
    await refresh(session);
    return options.send(request, session.credentials.accessToken);
  };
}
