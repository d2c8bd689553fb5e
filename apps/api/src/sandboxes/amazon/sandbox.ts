import type { FastifyPluginAsync } from 'fastify';
import type { MarketplaceSandbox, SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { amazonAuthRoutes } from './auth.routes.ts';
import { amazonControlRoutes } from './control.routes.ts';
import { amazonFulfilmentRoutes } from './fulfilment.routes.ts';
import { amazonLwaTokenRoutes } from './lwa-token.routes.ts';
import { newAmazonOrder } from './order-factory.ts';
import { marketplacesOfShop, saveAmazonOrder } from './orders-store.ts';
import { amazonOrders2026Routes } from './orders-2026.routes.ts';
import { amazonOrdersRoutes } from './orders.routes.ts';
import { spApiGate } from './spapi.ts';
import { amazonTokensRoutes } from './tokens.routes.ts';

/*
 * Amazon's sandbox (docs/sandbox-amazon.md): Seller Central's consent page, Login with Amazon's token endpoint and the
 * Selling Partner API's order operations (Orders v0 and 2026-01-01) under /api/sandbox/amazon/, with their usage plans, headers and error bodies.
 * Amazon pushes no HTTP webhooks, so a new order only waits in the store for the next import.
 */
const routes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
  );
  const admit = spApiGate(deps);
  amazonAuthRoutes(app, deps);
  amazonLwaTokenRoutes(app, deps);
  amazonOrdersRoutes(app, deps, admit);
  amazonOrders2026Routes(app, deps, admit);
  amazonTokensRoutes(app, deps, admit);
  amazonFulfilmentRoutes(app, deps, admit);
  amazonControlRoutes(app, deps);
};

export const amazonSandbox: MarketplaceSandbox = {
  kind: 'amazon',
  routes,
  async addOrder(deps, shop, at) {
    const record = newAmazonOrder(marketplacesOfShop(shop), at);
    await saveAmazonOrder(deps.db, shop.id, record);
    return record.order.AmazonOrderId;
  },
};
