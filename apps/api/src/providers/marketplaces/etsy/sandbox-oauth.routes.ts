import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-sandbox.ts';
import { sendConsentPage } from '../sandbox-consent.ts';
import {
  checkToken,
  issueGrant,
  issueToken,
  redeemGrant,
  revokeTokens,
  shopById,
  type GrantRefusal,
  type SandboxShop,
} from '../sandbox-store.ts';
import { ETSY_SANDBOX, ETSY_SANDBOX_PATH } from './etsy-endpoints.ts';
import { pkceChallenge, REFRESH_TOKEN_DAYS, TOKEN_PATH } from './etsy-oauth.ts';
import {
  authorizeRequestOf,
  callbackUrl,
  checkAuthorizeRequest,
  PROBLEM_TEXT,
  type AuthorizeRequest,
  type PageProblem,
} from './sandbox-authorize.ts';
import { apiKeyRefusal, refuse } from './sandbox-gate.ts';
import { KIND, openShop, SHOP_NAME, settingsOf } from './sandbox-shops.ts';

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

type Form = Record<string, unknown>;
const formOf = (request: FastifyRequest): Form =>
  request.body && typeof request.body === 'object' ? (request.body as Form) : {};
const text = (form: Form, name: string) => (typeof form[name] === 'string' ? form[name] : '');

function consentPage(request: FastifyRequest, reply: FastifyReply, params: AuthorizeRequest, problem?: PageProblem) {
  return sendConsentPage(reply, problem ? 400 : 200, {
    lang: request.lang,
    marketplace: 'Etsy',
    action: `/api${CONNECT}`,
    scopes: params.scope.split(/[\s+]+/).filter(Boolean),
    handle: { value: '', fixed: false, pattern: SHOP_NAME.source.slice(1, -1) },
    hidden: params,
    problem: problem ? PROBLEM_TEXT[request.lang][problem] : undefined,
  });
}

const GRANT_REFUSAL: Record<GrantRefusal, string> = {
  unknown: 'code is invalid',
  used: 'code has already been used',
  expired: 'code has expired',
  redirect_mismatch: 'redirect_uri does not match the authorization request',
};

export const etsyOAuthRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(CONNECT, { config, schema }, async (request, reply) => {
    const params = authorizeRequestOf(request.query);
    const check = checkAuthorizeRequest(params);
    if ('page' in check) return consentPage(request, reply, params, check.page);
    if ('redirectError' in check) {
      return reply.redirect(callbackUrl(params.redirect_uri, { ...check.redirectError, state: params.state }), 302);
    }
    return consentPage(request, reply, params);
  });

  app.post(CONNECT, { config, schema }, async (request, reply) => {
    const form = formOf(request);
    const params = authorizeRequestOf(form);
    const check = checkAuthorizeRequest(params);
    if ('page' in check) return consentPage(request, reply, params, check.page);
    const back = (answer: Record<string, string>) =>
      reply.redirect(callbackUrl(params.redirect_uri, { ...answer, state: params.state }), 302);
    if ('redirectError' in check) return back(check.redirectError);
    if (text(form, 'decision') !== 'allow') {
      return back({ error: 'access_denied', error_description: 'The user denied the request.' });
    }
    const handle = text(form, 'handle').trim();
    if (!SHOP_NAME.test(handle)) return consentPage(request, reply, params, 'bad_shop_name');
    const shop = await openShop(db, handle, now());
    const code = await issueGrant(
      db,
      {
        kind: KIND,
        shopId: shop.id,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge,
        scope: params.scope,
        ttlMs: CODE_TTL_MS,
      },
      now(),
    );
    return back({ code });
  });

  async function tokensFor(shop: SandboxShop) {
    const prefix = `${settingsOf(shop).user_id}.`;
    const base = { kind: KIND, shopId: shop.id, prefix };
    const access = await issueToken(db, { ...base, type: 'access', ttlMs: ACCESS_TTL_S * 1000 }, now());
    const refresh = await issueToken(db, { ...base, type: 'refresh', ttlMs: REFRESH_TTL_MS }, now());
    return { access_token: access.value, token_type: 'Bearer', expires_in: ACCESS_TTL_S, refresh_token: refresh.value };
  }

  app.post(`${ETSY_SANDBOX_PATH}${TOKEN_PATH}`, { config, schema }, async (request, reply) => {
    const keyRefusal = apiKeyRefusal(request.headers['x-api-key']);
    if (keyRefusal) return refuse(reply, 403, keyRefusal);
    const form = formOf(request);
    const invalidRequest = (description: string) => refuse(reply, 400, 'invalid_request', description);
    const invalidGrant = (description: string) => refuse(reply, 400, 'invalid_grant', description);
    const grantType = text(form, 'grant_type');
    if (!grantType) return invalidRequest('grant_type is required');
    if (text(form, 'client_id') !== ETSY_SANDBOX.keystring) {
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
