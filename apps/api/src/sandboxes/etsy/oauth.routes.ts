import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { registerConsentRoutes } from '../marketplace-kit/consent.routes.ts';
import { formOf, formText as text } from '../marketplace-kit/form.ts';
import {
  checkToken,
  issueToken,
  redeemGrant,
  revokeTokens,
  shopById,
  type GrantRefusal,
  type SandboxShop,
} from '../marketplace-kit/store.ts';
import {
  ETSY_SANDBOX_PATH,
  OAUTH_TOKEN_PATH as TOKEN_PATH,
  REFRESH_TOKEN_TTL_DAYS as REFRESH_TOKEN_DAYS,
  s256 as pkceChallenge,
} from './definition.ts';
import { etsyAuthorizeRules, PROBLEM_TEXT } from './authorize.ts';
import { apiKeyRefusal, refuse } from './gate.ts';
import { KIND, openShop, SHOP_NAME, settingsOf } from './shops.ts';

/*
 * Etsy's OAuth 2.0 with PKCE, as the sandbox serves it: the consent page at /oauth/connect (Allow / Deny, signing in
 * with a shop name), the redirect back with `code` + `state` (or `error=access_denied`), and the token endpoint that
 * exchanges the code against its S256 challenge and rotates the refresh token on every use.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const CONNECT = `${ETSY_SANDBOX_PATH}/oauth/connect`;
/** The code lives briefly: the redirect is followed at once. */
export const CODE_TTL_MS = 5 * 60_000;
const ACCESS_TTL_S = 3600;
const REFRESH_TTL_MS = REFRESH_TOKEN_DAYS * 86_400_000;

const GRANT_REFUSAL: Record<GrantRefusal, string> = {
  unknown: 'code is invalid',
  used: 'code has already been used',
  expired: 'code has expired',
  redirect_mismatch: 'redirect_uri does not match the authorization request',
};

export const etsyOAuthRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const { db, now } = deps;

  registerConsentRoutes(app, deps, {
    kind: KIND,
    path: CONNECT,
    marketplace: 'Etsy',
    rules: etsyAuthorizeRules(deps.secrets.etsy.keystring),
    handle: SHOP_NAME,
    problems: PROBLEM_TEXT,
    denied: 'The user denied the request.',
    codeTtlMs: CODE_TTL_MS,
    openShop,
  });

  async function tokensFor(shop: SandboxShop) {
    const prefix = `${settingsOf(shop).user_id}.`;
    const base = { kind: KIND, shopId: shop.id, prefix };
    const access = await issueToken(db, { ...base, type: 'access', ttlMs: ACCESS_TTL_S * 1000 }, now());
    const refresh = await issueToken(db, { ...base, type: 'refresh', ttlMs: REFRESH_TTL_MS }, now());
    return { access_token: access.value, token_type: 'Bearer', expires_in: ACCESS_TTL_S, refresh_token: refresh.value };
  }

  app.post(`${ETSY_SANDBOX_PATH}${TOKEN_PATH}`, { config, schema }, async (request, reply) => {
    const keyRefusal = apiKeyRefusal(request.headers['x-api-key'], deps.secrets.etsy);
    if (keyRefusal) return refuse(reply, 403, keyRefusal);
    const form = formOf(request);
    const invalidRequest = (description: string) => refuse(reply, 400, 'invalid_request', description);
    const invalidGrant = (description: string) => refuse(reply, 400, 'invalid_grant', description);
    const grantType = text(form, 'grant_type');
    if (!grantType) return invalidRequest('grant_type is required');
    if (text(form, 'client_id') !== deps.secrets.etsy.keystring) {
      return refuse(reply, 401, 'invalid_client', 'client_id is invalid');
    }

    if (grantType === 'authorization_code') {
      for (const field of ['code', 'redirect_uri', 'code_verifier']) {
        if (!text(form, field)) return invalidRequest(`${field} is required`);
      }
      const redeemed = await redeemGrant(db, KIND, text(form, 'code'), text(form, 'redirect_uri'), now());
      if ('refused' in redeemed) return invalidGrant(GRANT_REFUSAL[redeemed.refused]);
      if (pkceChallenge(text(form, 'code_verifier')) !== redeemed.grant.code_challenge) {
        return invalidGrant('code_verifier is invalid');
      }
      const shop = await shopById(db, redeemed.grant.shop_id);
      return shop ? tokensFor(shop) : invalidGrant(GRANT_REFUSAL.unknown);
    }

    if (grantType === 'refresh_token') {
      const refreshToken = text(form, 'refresh_token');
      if (!refreshToken) return invalidRequest('refresh_token is required');
      const checked = await checkToken(db, KIND, 'refresh', refreshToken, now());
      if ('refused' in checked) {
        return invalidGrant(`refresh_token is ${checked.refused === 'unknown' ? 'invalid' : checked.refused}`);
      }
      // Rotation: the refresh token just used is dead from now on.
      await revokeTokens(db, checked.shopId, refreshToken, now());
      const shop = await shopById(db, checked.shopId);
      return shop ? tokensFor(shop) : invalidGrant('refresh_token is invalid');
    }

    return refuse(reply, 400, 'unsupported_grant_type', `grant_type ${grantType} is not supported`);
  });
};
