import type { FastifyPluginAsync } from 'fastify';
import type { MarketplaceSandbox, SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { ETSY_SANDBOX_PATH } from './definition.ts';
import { etsyApiRoutes } from './api.routes.ts';
import { etsyControlRoutes } from './control.routes.ts';
import { etsyRateLimit } from './gate.ts';
import { etsyOAuthRoutes } from './oauth.routes.ts';
import { paidPlan } from './orders.ts';
import { buildReceipt } from './receipts.ts';
import { insertReceipts, sellerOf, settingsOf, takeReceiptIds } from './shops.ts';
import { pushOrderPaid, etsyWebhooks } from './webhooks.ts';

/*
 * Etsy's sandbox (docs/sandbox-etsy.md): Etsy's OAuth with PKCE, the Open API v3 receipts and tracking, the order.paid
 * webhook, its quotas and its error bodies, over shops that live in the sandbox's own tables.
 */

const routes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  // The consent form and Etsy's token and tracking endpoints post forms.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, raw, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
  }
  // One quota for the app key, which the controls can spend.
  const quota = etsyRateLimit(deps.now);
  await app.register(etsyOAuthRoutes, deps);
  await app.register(etsyApiRoutes, { ...deps, quota });
  await app.register(etsyControlRoutes, { ...deps, quota });
  // Etsy switched v2 off on 3 April 2023 and answers every v2 path so.
  app.all(
    `${ETSY_SANDBOX_PATH}/v2/*`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply.status(410).send({
        error: 'API v2 deprecated.',
        message:
          'The API version 2 you are trying to access has been deprecated. Please upgrade to the latest version (v3).',
      }),
  );
};

export const etsySandbox: MarketplaceSandbox = {
  kind: 'etsy',
  deliverySenders: (secrets) => [etsyWebhooks(secrets.etsy.webhookSecret)],
  routes,
  async addOrder(deps, shop, at) {
    if (!settingsOf(shop).has_shop) throw new Error(`etsy sandbox: ${shop.handle} has no shop to order from`);
    const receiptId = await takeReceiptIds(deps.db, shop, 1);
    const { currency_code: currency } = settingsOf(shop);
    const plan = paidPlan({ receiptId, seller: sellerOf(shop), currency, seed: Number(shop.external_id), at });
    await insertReceipts(deps.db, shop, [buildReceipt(plan)]);
    await pushOrderPaid(deps, shop, receiptId);
    return String(receiptId);
  },
};
