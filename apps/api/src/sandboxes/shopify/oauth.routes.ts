import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { sendConsentPage } from '../marketplace-kit/consent.ts';
import { sandboxMarketplaceSubscriptions } from '../marketplace-kit/kit.schema.ts';
import { issueGrant, recordAction, redeemGrant, revokeTokens } from '../marketplace-kit/store.ts';
import { claimConsentShop, consentingSeller } from '../marketplace-kit/owner.ts';
import { appRedirectUri, isMyshopifyDomain, SANDBOX_PATH, signRedirect } from './shopify-spec.ts';
import { KIND, openShop, settingsOf, updateSettings } from './shops.ts';
import { adminShop, issueTokens, refreshTokens, shopOfPath } from './tokens.ts';

/*
 * Shopify's authorization code grant (non-embedded apps), as the sandbox serves it under …/store/{shop}/admin:
 * the grant page at /oauth/authorize (the shop fixed by the URL), the redirect back with `code`, `hmac`, `host`,
 * `shop`, `state` and `timestamp`, the code exchange at /oauth/access_token, and the app uninstalling itself through
 * DELETE /api_permissions/current.json.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const STORE = `${SANDBOX_PATH}/store/:shop/admin`;
/** The sandbox's own choice: Shopify does not publish how long a code lives. */
const CODE_TTL_MS = 10 * 60_000;

const KNOWN_SCOPES = new Set([
  'read_orders',
  'write_orders',
  'read_all_orders',
  'read_merchant_managed_fulfillment_orders',
  'write_merchant_managed_fulfillment_orders',
  'read_assigned_fulfillment_orders',
  'write_assigned_fulfillment_orders',
  'read_fulfillments',
  'write_fulfillments',
  'read_products',
  'write_products',
  'read_customers',
]);

type Form = Record<string, string | undefined>;
type Params = { Params: { shop: string } };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What Shopify shows instead of the grant page when the request itself is wrong. */
function requestProblem(form: Form, publicUrl: string, clientId: string): string | null {
  if (form.client_id !== clientId) {
    return `Oauth error invalid_request: Could not find Shopify API application with api_key ${text(form.client_id)}`;
  }
  if (form.redirect_uri !== appRedirectUri(publicUrl))
    return 'Oauth error invalid_request: The redirect_uri is not whitelisted';
  const unknown = text(form.scope)
    .split(',')
    .map((s) => s.trim())
    .find((s) => !KNOWN_SCOPES.has(s));
  return unknown === undefined ? null : `Oauth error invalid_scope: The access scope is invalid: ${unknown}`;
}

const redirect = (reply: FastifyReply, to: string, params: Record<string, string>) =>
  reply.redirect(`${to}?${new URLSearchParams(params).toString()}`, 302);

/** The grant page's contents: the shop is the URL's, the request's own fields ride along hidden. */
const consent = (shop: string, form: Form, lang: Language, problem?: string) => ({
  lang,
  marketplace: 'Shopify',
  action: `/api${STORE.replace(':shop', shop)}/oauth/authorize`,
  scopes: text(form.scope).split(','),
  handle: { value: shop, fixed: true },
  hidden: {
    client_id: text(form.client_id),
    scope: text(form.scope),
    redirect_uri: text(form.redirect_uri),
    state: text(form.state),
    'grant_options[]': text(form['grant_options[]']),
  },
  problem,
});

export const shopifyOauthRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
  );
  grantRoutes(app, deps);
  tokenRoute(app, deps);
  uninstallRoute(app, deps);
};

/** The grant page, and the merchant's answer to it: the redirect back with a signed code, or the denial. */
function grantRoutes(app: FastifyInstance, deps: SandboxDeps) {
  app.get<Params & { Querystring: Form }>(`${STORE}/oauth/authorize`, { config, schema }, async (request, reply) => {
    const { shop } = request.params;
    if (!isMyshopifyDomain(shop)) return reply.status(404).type('text/plain').send('Not Found');
    const problem = requestProblem(request.query, deps.publicUrl, deps.secrets.shopify.clientId);
    if (!problem && (await consentingSeller(deps, request, reply, 'Shopify')) === null) return reply;
    return sendConsentPage(
      reply,
      problem ? 400 : 200,
      consent(shop, request.query, request.lang, problem ?? undefined),
    );
  });

  app.post<Params & { Body: Form }>(`${STORE}/oauth/authorize`, { config, schema }, async (request, reply) => {
    const { shop: domain } = request.params;
    const form = request.body ?? {};
    // The shop is the URL's: Shopify's grant page has no field to sign in as another (a posted `handle` is ignored).
    if (!isMyshopifyDomain(domain)) return reply.status(404).type('text/plain').send('Not Found');
    const problem = requestProblem(form, deps.publicUrl, deps.secrets.shopify.clientId);
    if (problem) return sendConsentPage(reply, 400, consent(domain, form, request.lang, problem));
    const seller = await consentingSeller(deps, request, reply, 'Shopify');
    if (seller === null) return reply;
    const now = deps.now();
    const shop = await openShop(deps.db, domain, now);
    if (!(await claimConsentShop(deps, request, reply, 'Shopify', shop, seller))) return reply;
    const redirectUri = text(form.redirect_uri);
    // Shopify's cancel button leads back to the admin; the sandbox tells our app instead (OAuth's access_denied).
    if (form.decision !== 'allow') {
      return redirect(reply, redirectUri, {
        error: 'access_denied',
        error_description: 'The merchant did not install the app',
        shop: domain,
        state: text(form.state),
      });
    }
    const scopes = text(form.scope).split(',');
    await updateSettings(deps.db, shop, { scopes: [...new Set([...settingsOf(shop).scopes, ...scopes])] });
    const code = await issueGrant(
      deps.db,
      { kind: KIND, shopId: shop.id, redirectUri, scope: scopes.join(','), ttlMs: CODE_TTL_MS },
      now,
    );
    const name = domain.replace('.myshopify.com', '');
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${name}`).toString('base64').replace(/=+$/, ''),
      shop: domain,
      state: text(form.state),
      timestamp: String(Math.floor(now.getTime() / 1000)),
    };
    return redirect(reply, redirectUri, { ...params, hmac: signRedirect(params, deps.secrets.shopify.clientSecret) });
  });
}

/** The code exchange, and the refresh of an expiring offline token. */
function tokenRoute(app: FastifyInstance, deps: SandboxDeps) {
  app.post<Params & { Body: Record<string, unknown> | undefined }>(
    `${STORE}/oauth/access_token`,
    { config, schema },
    async (request, reply) => {
      const shop = await shopOfPath(deps.db, request.params.shop);
      if (!shop) return reply.status(404).send({ errors: 'Not Found' });
      const body = request.body ?? {};
      const app = deps.secrets.shopify;
      if (body.client_id !== app.clientId || body.client_secret !== app.clientSecret) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Client credentials are invalid' });
      }
      const now = deps.now();
      if (body.grant_type === 'refresh_token') {
        const answer = await refreshTokens(deps.db, shop, text(body.refresh_token), now);
        return (
          answer ??
          reply
            .status(400)
            .send({ error: 'invalid_grant', error_description: 'The refresh token is invalid or has expired' })
        );
      }
      const redeemed = await redeemGrant(deps.db, KIND, text(body.code), appRedirectUri(deps.publicUrl), now);
      if ('refused' in redeemed || redeemed.grant.shop_id !== shop.id) {
        return reply.status(400).send({
          error: 'invalid_request',
          error_description: 'The authorization code was not found or was already used',
        });
      }
      return issueTokens(deps.db, shop, String(body.expiring) === '1', now);
    },
  );
}

/** The app uninstalling itself: its tokens and its webhook subscriptions go. */
function uninstallRoute(app: FastifyInstance, deps: SandboxDeps) {
  app.delete<Params>(
    `${SANDBOX_PATH}/store/:shop/admin/api_permissions/current.json`,
    { config, schema },
    async (request, reply) => {
      const shop = await adminShop(deps, request, reply);
      if (!shop) return reply;
      const now = deps.now();
      await revokeTokens(deps.db, shop.id, null, now);
      // Uninstalling removes the app's webhook subscriptions with it.
      await deps.db.delete(sandboxMarketplaceSubscriptions).where(eq(sandboxMarketplaceSubscriptions.shop_id, shop.id));
      await recordAction(
        deps.db,
        { kind: KIND, shopId: shop.id, orderExternalId: null, action: 'uninstall', body: {} },
        now,
      );
      return {};
    },
  );
}
