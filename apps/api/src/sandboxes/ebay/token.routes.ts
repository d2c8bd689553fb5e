import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { checkToken, issueToken, redeemGrant } from '../marketplace-kit/store.ts';
import { APPLICATION_SCOPE, INVALID_SCOPE, SANDBOX_PATH, USER_SCOPES } from './ebay-definitions.ts';
import { EBAY, EBAY_APP } from './orders-store.ts';

/*
 * eBay's OAuth token endpoint as the sandbox plays it, with Basic client authentication: a code for a user's access
 * and refresh tokens, a refresh token for a new access token, and the client credentials grant for the app's own
 * token. An access token lives two hours, a refresh token 18 months.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const ACCESS_TTL_S = 7200;
const REFRESH_TTL_S = 47_304_000;
/** Application tokens live two hours, as eBay's do. */
const APP_TOKEN_TTL_S = 7200;

type Form = Record<string, string | undefined>;
type Refuse = (status: number, error: string, description: string) => FastifyReply;

export function ebayTokenRoutes(app: FastifyInstance, deps: SandboxDeps) {
  app.post(`${SANDBOX_PATH}/identity/v1/oauth2/token`, { config, schema }, async (request, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Form;
    const refuse: Refuse = (status, error, description) =>
      reply.status(status).send({ error, error_description: description });
    const { clientId, clientSecret } = deps.secrets.ebay;
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return refuse(401, 'invalid_client', 'client authentication failed');
    const now = deps.now();
    if (form.grant_type === 'authorization_code') return codeGrant(deps, form, now, refuse);
    if (form.grant_type === 'refresh_token') return refreshGrant(deps, form, now, refuse);
    if (form.grant_type === 'client_credentials') return applicationGrant(deps, form, now, refuse);
    return refuse(400, 'unsupported_grant_type', 'grant type in request is not supported by the authorization server');
  });
}

const accessFor = (deps: SandboxDeps, shopId: number, now: Date) =>
  issueToken(
    deps.db,
    { kind: EBAY, shopId, type: 'access', ttlMs: ACCESS_TTL_S * 1000, prefix: 'v^1.1#i^1#p^3#I^3#r^0#f^0#t^' },
    now,
  );

async function codeGrant(deps: SandboxDeps, form: Form, now: Date, refuse: Refuse) {
  const redeemed = await redeemGrant(deps.db, EBAY, form.code ?? '', form.redirect_uri ?? '', now);
  if ('refused' in redeemed) {
    return refuse(
      400,
      'invalid_grant',
      'the provided authorization grant code is invalid or was issued to another client',
    );
  }
  const shopId = redeemed.grant.shop_id;
  const access = await accessFor(deps, shopId, now);
  const refresh = await issueToken(
    deps.db,
    { kind: EBAY, shopId, type: 'refresh', ttlMs: REFRESH_TTL_S * 1000, prefix: 'v^1.1#i^1#p^3#I^3#r^1#f^0#t^' },
    now,
  );
  return {
    access_token: access.value,
    expires_in: ACCESS_TTL_S,
    refresh_token: refresh.value,
    refresh_token_expires_in: REFRESH_TTL_S,
    token_type: 'User Access Token',
  };
}

async function refreshGrant(deps: SandboxDeps, form: Form, now: Date, refuse: Refuse) {
  const checked = await checkToken(deps.db, EBAY, 'refresh', form.refresh_token ?? '', now);
  if ('refused' in checked) {
    return refuse(
      400,
      'invalid_grant',
      'the provided authorization refresh token is invalid or was issued to another client',
    );
  }
  const scopes = (form.scope ?? '').split(' ').filter(Boolean);
  if (scopes.some((scope) => !(USER_SCOPES as readonly string[]).includes(scope))) {
    return refuse(400, 'invalid_scope', INVALID_SCOPE);
  }
  const access = await accessFor(deps, checked.shopId, now);
  return { access_token: access.value, expires_in: ACCESS_TTL_S, token_type: 'User Access Token' };
}

/** An application token: the app's own calls (the Notification API's public keys), no user behind it. */
async function applicationGrant(deps: SandboxDeps, form: Form, now: Date, refuse: Refuse) {
  if (form.scope !== APPLICATION_SCOPE) return refuse(400, 'invalid_scope', INVALID_SCOPE);
  const token = await issueToken(
    deps.db,
    { kind: EBAY_APP, shopId: 0, type: 'access', ttlMs: APP_TOKEN_TTL_S * 1000, prefix: 'v^1.1#i^1#p^1#r^0#f^0#t^' },
    now,
  );
  return { access_token: token.value, expires_in: APP_TOKEN_TTL_S, token_type: 'Application Access Token' };
}
