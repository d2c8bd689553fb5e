import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { registerConsentRoutes } from '../marketplace-kit/consent.routes.ts';
import { formOf, formText as text } from '../marketplace-kit/form.ts';
import { checkToken, redeemGrant, revokeTokens, type GrantRefusal } from '../marketplace-kit/store.ts';
import { AUTHORIZE_PATH, MARKET_SANDBOX_PATH, REVOKE_PATH, s256 as pkceChallenge, TOKEN_PATH } from './definition.ts';
import { marketAuthorizeRules, PROBLEM_TEXT, scopesOf } from './authorize.ts';
import { KIND, openShop, SHOP_HANDLE } from './shops.ts';
import { isSandboxClient, issuePair, scopesOfToken } from './tokens.ts';

/*
 * The market's OAuth 2.0, as the sandbox serves it: the consent page at /oauth/authorize (Allow / Deny, signing in
 * with a shop handle), the redirect back with `code` + `state` (or `error=access_denied`), the token endpoint
 * (HTTP Basic client authentication, PKCE S256, refresh tokens rotated on every use) and RFC 7009 revocation.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const AUTHORIZE = `${MARKET_SANDBOX_PATH}${AUTHORIZE_PATH}`;
/** RFC 6749 §4.1.2: a code lives at most ten minutes, and is taken once. */
export const CODE_TTL_MS = 10 * 60_000;
/** RFC 7636 §4.1: 43–128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** RFC 6749 §5.2's error body; token answers are never cached. */
const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply
    .status(status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .send({ error, error_description: description });

/** RFC 6749 §2.3.1: a client that fails authentication is told how to authenticate. */
const invalidClient = (reply: FastifyReply) =>
  oauthError(
    reply.header('www-authenticate', 'Basic realm="market"'),
    401,
    'invalid_client',
    'Client authentication failed.',
  );

const GRANT_REFUSAL: Record<GrantRefusal, string> = {
  unknown: 'The authorization code is invalid.',
  used: 'The authorization code has already been used.',
  expired: 'The authorization code has expired.',
  redirect_mismatch: 'redirect_uri does not match the authorization request.',
};

export const marketOAuthRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const { db, now } = deps;
  registerConsentRoutes(app, deps, {
    kind: KIND,
    path: AUTHORIZE,
    marketplace: 'Market',
    rules: marketAuthorizeRules(deps.secrets.market.clientId),
    handle: SHOP_HANDLE,
    problems: PROBLEM_TEXT,
    denied: 'The seller denied the request.',
    codeTtlMs: CODE_TTL_MS,
    openShop,
  });

  app.post(`${MARKET_SANDBOX_PATH}${TOKEN_PATH}`, { config, schema }, async (request, reply) => {
    if (!isSandboxClient(request.headers.authorization, deps.secrets.market)) return invalidClient(reply);
    const form = formOf(request);
    const invalidRequest = (description: string) => oauthError(reply, 400, 'invalid_request', description);
    const invalidGrant = (description: string) => oauthError(reply, 400, 'invalid_grant', description);
    const grantType = text(form, 'grant_type');
    const answer = (tokens: Awaited<ReturnType<typeof issuePair>>) =>
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send(tokens);

    if (grantType === 'authorization_code') {
      for (const field of ['code', 'redirect_uri', 'code_verifier']) {
        if (!text(form, field)) return invalidRequest(`${field} is required.`);
      }
      const verifier = text(form, 'code_verifier');
      if (!VERIFIER.test(verifier)) return invalidRequest('code_verifier must be 43 to 128 unreserved characters.');
      const redeemed = await redeemGrant(db, KIND, text(form, 'code'), text(form, 'redirect_uri'), now());
      if ('refused' in redeemed) return invalidGrant(GRANT_REFUSAL[redeemed.refused]);
      if (pkceChallenge(verifier) !== redeemed.grant.code_challenge) {
        return invalidGrant('code_verifier does not match the code_challenge.');
      }
      return answer(await issuePair(db, redeemed.grant.shop_id, scopesOf(redeemed.grant.scope), now()));
    }

    if (grantType === 'refresh_token') {
      const refreshToken = text(form, 'refresh_token');
      if (!refreshToken) return invalidRequest('refresh_token is required.');
      const checked = await checkToken(db, KIND, 'refresh', refreshToken, now());
      if ('refused' in checked) {
        return invalidGrant(`The refresh token is ${checked.refused === 'unknown' ? 'invalid' : checked.refused}.`);
      }
      // Rotation (RFC 6819 §5.2.2.3): the refresh token just used is dead from now on.
      await revokeTokens(db, checked.shopId, refreshToken, now());
      return answer(await issuePair(db, checked.shopId, scopesOfToken(refreshToken), now()));
    }

    if (!grantType) return invalidRequest('grant_type is required.');
    return oauthError(reply, 400, 'unsupported_grant_type', `grant_type ${grantType} is not supported.`);
  });

  app.post(`${MARKET_SANDBOX_PATH}${REVOKE_PATH}`, { config, schema }, async (request, reply) => {
    if (!isSandboxClient(request.headers.authorization, deps.secrets.market)) return invalidClient(reply);
    const form = formOf(request);
    const token = text(form, 'token');
    if (!token) return oauthError(reply, 400, 'invalid_request', 'token is required.');
    // The hint only says where to look first (RFC 7009 §2.1).
    const types: Array<'access' | 'refresh'> =
      text(form, 'token_type_hint') === 'refresh_token' ? ['refresh', 'access'] : ['access', 'refresh'];
    for (const type of types) {
      const checked = await checkToken(db, KIND, type, token, now());
      if ('refused' in checked) continue;
      await revokeTokens(db, checked.shopId, token, now());
      break;
    }
    // A token that is unknown, expired or already revoked is answered the same (RFC 7009 §2.2).
    return reply.status(200).send();
  });
};
