import type { FastifyPluginAsync } from 'fastify';
import type { MarketplaceSandbox, SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { ebayGate } from './api.ts';
import { ebayAuthRoutes } from './auth.routes.ts';
import { ebayCancelRoutes } from './cancel.routes.ts';
import { ebayControlRoutes } from './control.routes.ts';
import { ebayNotificationRoutes, ebayNotifications } from './notifications.routes.ts';
import { ebayFulfilmentRoutes } from './fulfilment.routes.ts';
import { newEbayOrder } from './order-factory.ts';
import { saveEbayOrder } from './orders-store.ts';
import { ebayOrdersRoutes } from './orders.routes.ts';
import { ebayTokenRoutes } from './token.routes.ts';

/*
 * eBay's sandbox (docs/sandbox-ebay.md): the consent page and OAuth token endpoint, the Commerce Identity API's
 * getUser, the Sell Fulfillment API's orders and shipping fulfilments and the Post-Order API's cancellations under
 * /api/sandbox/ebay/, with eBay's error bodies and call limit. New orders wait for the import: eBay's order pushes
 * are Trading-API platform notifications, which the sandbox does not send.
 */
const routes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
  );
  const admit = ebayGate(deps);
  ebayAuthRoutes(app, deps, admit);
  ebayTokenRoutes(app, deps);
  ebayOrdersRoutes(app, deps, admit);
  ebayFulfilmentRoutes(app, deps, admit);
  ebayCancelRoutes(app, deps, admit);
  ebayControlRoutes(app, deps);
  ebayNotificationRoutes(app, deps);
};

export const ebaySandbox: MarketplaceSandbox = {
  kind: 'ebay',
  routes,
  deliverySenders: (secrets) => [ebayNotifications(secrets.ebay.verificationToken)],
  async addOrder(deps, shop, at) {
    const record = newEbayOrder(shop.external_id, at);
    await saveEbayOrder(deps.db, shop.id, record);
    return record.order.orderId;
  },
};
