import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { MarketplaceSandbox, SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { MARKET_SANDBOX_PATH, problem } from './definition.ts';
import { AppError } from '../../platform/errors.ts';
import { marketApiRoutes } from './api.routes.ts';
import { marketControlRoutes } from './control.routes.ts';
import { sendProblem } from './gate.ts';
import { marketOAuthRoutes } from './oauth.routes.ts';
import { buildOrder } from './order-body.ts';
import { paidPlan } from './order-plans.ts';
import { insertOrders, settingsOf, takeNumbers } from './shops.ts';
import { pushOrderEvent, marketWebhooks } from './webhooks.ts';

/*
 * The provider's own market, as its sandbox (docs/sandbox-market.md, the API contract the market's team implements):
 * OAuth with PKCE and a client secret, the REST API v1 for orders, shipments and cancellations with its rate limit
 * and problem details, and the signed order webhooks, over shops that live in the sandbox's own tables.
 */

const routes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  // The consent form and the OAuth endpoints post forms.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, raw, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
  }
  // A body the market cannot read (bad JSON, another media type) is a problem like any other refusal.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // Our own refusals (the session guard before the sandbox's controls) keep our own shape.
    if (error instanceof AppError) throw error;
    const status = error.statusCode ?? 500;
    if (status >= 500) throw error;
    return sendProblem(reply, problem('malformed-request', status, error.message));
  });
  await app.register(marketOAuthRoutes, deps);
  await app.register(marketApiRoutes, deps);
  await app.register(marketControlRoutes, deps);
  app.all(
    `${MARKET_SANDBOX_PATH}/*`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) =>
      sendProblem(reply, problem('not-found', 404, `No endpoint ${request.method} ${request.url.split('?')[0]}.`)),
  );
};

export const marketSandbox: MarketplaceSandbox = {
  kind: 'market',
  deliverySenders: (secrets) => [marketWebhooks(secrets.market.clientSecret)],
  routes,
  async addOrder(deps, shop, at) {
    const number = await takeNumbers(deps.db, shop, 1);
    const { currency } = settingsOf(shop);
    const order = buildOrder(paidPlan({ externalId: shop.external_id, number, currency }, at));
    await insertOrders(deps.db, shop, [order]);
    // A closed shop's orders stay out of sight (its every call is a 404), and nobody is told of them; the sandbox's
    // life goes on through every shop without a special case.
    if (settingsOf(shop).status !== 'closed') await pushOrderEvent(deps, shop, 'order.created', order);
    return order.id;
  },
};
