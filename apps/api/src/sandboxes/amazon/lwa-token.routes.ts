import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { checkToken, issueToken, redeemGrant, type GrantRefusal } from '../marketplace-kit/store.ts';
import { SANDBOX_PATH } from './app.ts';
import { AMAZON } from './orders-store.ts';

/*
 * Login with Amazon's token endpoint as the sandbox plays it, with the client's id and secret in the form: the code
 * from the consent page for an access token and a refresh token, and the refresh token for a new access token. The
 * access token lives an hour; the refresh token works until the authorization's year is over.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const ACCESS_TTL_S = 3600;
const AUTHORIZATION_TTL_MS = 365 * 86_400_000;

const GRANT_REFUSALS: Record<GrantRefusal, string> = {
  unknown: 'The request has an invalid grant parameter : code',
  used: 'The authorization code has already been used',
  expired: 'The authorization code has expired',
  redirect_mismatch: 'The redirect_uri does not match the one the authorization code was issued for',
};

type Form = Record<string, string | undefined>;
type Refuse = (status: number, error: string, description: string) => FastifyReply;

export function amazonLwaTokenRoutes(app: FastifyInstance, deps: SandboxDeps) {
  app.post(`${SANDBOX_PATH}/auth/o2/token`, { config, schema }, async (request, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Form;
    reply.header('cache-control', 'no-store');
    const refuse: Refuse = (status, error, description) =>
      reply.status(status).send({ error_description: description, error });
    const lwa = deps.secrets.amazon;
    if (form.client_id !== lwa.clientId || form.client_secret !== lwa.clientSecret) {
      return refuse(401, 'invalid_client', 'Client authentication failed');
    }
    const now = deps.now();
    if (form.grant_type === 'authorization_code') return codeGrant(deps, form, now, refuse);
    if (form.grant_type === 'refresh_token') return refreshGrant(deps, form, now, refuse);
    return refuse(
      400,
      'unsupported_grant_type',
      'The authorization grant type is not supported by the authorization server',
    );
  });
}

const accessFor = (deps: SandboxDeps, shopId: number, now: Date) =>
  issueToken(deps.db, { kind: AMAZON, shopId, type: 'access', ttlMs: ACCESS_TTL_S * 1000, prefix: 'Atza|' }, now);

async function codeGrant(deps: SandboxDeps, form: Form, now: Date, refuse: Refuse) {
  if (!form.code) return refuse(400, 'invalid_request', 'The request is missing a required parameter : code');
  if (!form.redirect_uri)
    return refuse(400, 'invalid_request', 'The request is missing a required parameter : redirect_uri');
  const redeemed = await redeemGrant(deps.db, AMAZON, form.code, form.redirect_uri, now);
  if ('refused' in redeemed) return refuse(400, 'invalid_grant', GRANT_REFUSALS[redeemed.refused]);
  const shopId = redeemed.grant.shop_id;
  const access = await accessFor(deps, shopId, now);
  const refresh = await issueToken(
    deps.db,
    { kind: AMAZON, shopId, type: 'refresh', ttlMs: AUTHORIZATION_TTL_MS, prefix: 'Atzr|' },
    now,
  );
  return {
    access_token: access.value,
    refresh_token: refresh.value,
    token_type: 'bearer',
    expires_in: ACCESS_TTL_S,
  };
}

async function refreshGrant(deps: SandboxDeps, form: Form, now: Date, refuse: Refuse) {
  const checked = await checkToken(deps.db, AMAZON, 'refresh', form.refresh_token ?? '', now);
  if ('refused' in checked) {
    return refuse(400, 'invalid_grant', 'The request has an invalid grant parameter : refresh_token');
  }
  const access = await accessFor(deps, checked.shopId, now);
  return {
    access_token: access.value,
    refresh_token: form.refresh_token,
    token_type: 'bearer',
    expires_in: ACCESS_TTL_S,
  };
}
