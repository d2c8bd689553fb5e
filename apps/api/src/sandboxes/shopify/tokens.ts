import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { checkToken, issueToken, sha256, shopByExternalId, type SandboxShop } from '../marketplace-kit/store.ts';
import { isMyshopifyDomain } from './shopify-spec.ts';
import { KIND, revokeTokenHash, settingsOf, updateSettings } from './shops.ts';

/*
 * Shopify's offline access tokens in the sandbox. Asked with `expiring=1`, a token lives an hour and comes with a
 * refresh token (90 days) that is replaced on every refresh — the old one staying valid until the app first uses its
 * replacement (changelog 2026-08-28), so a lost refresh answer is not fatal. Without it the token never expires.
 */

const ACCESS_TTL_S = 3_600;
const REFRESH_TTL_S = 90 * 86_400;

export interface TokenAnswer {
  access_token: string;
  scope: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

export async function issueTokens(db: Db, shop: SandboxShop, expiring: boolean, now: Date): Promise<TokenAnswer> {
  const scope = settingsOf(shop).scopes.join(',');
  const access = await issueToken(
    db,
    { kind: KIND, shopId: shop.id, type: 'access', ttlMs: expiring ? ACCESS_TTL_S * 1000 : null, prefix: 'shpat_' },
    now,
  );
  if (!expiring) return { access_token: access.value, scope };
  const refresh = await issueToken(
    db,
    { kind: KIND, shopId: shop.id, type: 'refresh', ttlMs: REFRESH_TTL_S * 1000, prefix: 'shprt_' },
    now,
  );
  return {
    access_token: access.value,
    scope,
    expires_in: ACCESS_TTL_S,
    refresh_token: refresh.value,
    refresh_token_expires_in: REFRESH_TTL_S,
  };
}

/** A refresh: new tokens, the used refresh token retiring (null when it is unknown, expired or revoked). */
export async function refreshTokens(db: Db, shop: SandboxShop, refreshToken: string, now: Date) {
  const check = await checkToken(db, KIND, 'refresh', refreshToken, now);
  if ('refused' in check || check.shopId !== shop.id) return null;
  await retireReplaced(db, shop, { refresh: sha256(refreshToken) }, now);
  const fresh = await shopByExternalId(db, KIND, shop.external_id);
  const answer = await issueTokens(db, fresh!, true, now);
  const retiring = settingsOf(fresh!).retiring;
  retiring.push({
    oldRefresh: sha256(refreshToken),
    newAccess: sha256(answer.access_token),
    newRefresh: sha256(answer.refresh_token!),
  });
  await updateSettings(db, shop, { retiring });
  return answer;
}

/** The app used a replacement token: the refresh token it replaced stops working now. */
async function retireReplaced(db: Db, shop: SandboxShop, used: { access?: string; refresh?: string }, now: Date) {
  const { retiring } = settingsOf(shop);
  const done = retiring.filter((r) => r.newAccess === used.access || r.newRefresh === used.refresh);
  if (done.length === 0) return;
  for (const entry of done) await revokeTokenHash(db, entry.oldRefresh, now);
  await updateSettings(db, shop, { retiring: retiring.filter((r) => !done.includes(r)) });
}

/** Shopify's answer to a missing, unknown, expired or revoked access token. */
const INVALID_TOKEN = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

/** The shop the URL names (`…/store/{shop}/…`), if the sandbox has it. */
export async function shopOfPath(db: Db, domain: string): Promise<SandboxShop | null> {
  return isMyshopifyDomain(domain) ? shopByExternalId(db, KIND, domain) : null;
}

/**
 * The Admin API's gate: the shop must exist, the X-Shopify-Access-Token must be a live token of that shop, and the
 * shop must not be frozen. Answers the refusal itself and returns null; else the shop.
 */
export async function adminShop(
  deps: SandboxDeps,
  request: FastifyRequest<{ Params: { shop: string } }>,
  reply: FastifyReply,
): Promise<SandboxShop | null> {
  const shop = await shopOfPath(deps.db, request.params.shop);
  if (!shop) {
    await reply.status(404).send({ errors: 'Not Found' });
    return null;
  }
  const token = request.headers['x-shopify-access-token'];
  const now = deps.now();
  const check = typeof token === 'string' ? await checkToken(deps.db, KIND, 'access', token, now) : null;
  if (!check || 'refused' in check || check.shopId !== shop.id) {
    await reply.status(401).send(INVALID_TOKEN);
    return null;
  }
  if (settingsOf(shop).frozen) {
    await reply.status(402).send({ errors: 'Unavailable Shop' });
    return null;
  }
  await retireReplaced(deps.db, shop, { access: sha256(token as string) }, now);
  return shop;
}
