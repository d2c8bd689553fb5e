import type { MarketplaceSandbox } from '../marketplace-sandbox.ts';

/** Shopify's sandbox — to be written. */
export const shopifySandbox: MarketplaceSandbox = {
  kind: 'shopify',
  routes: async () => {},
  addOrder: () => Promise.reject(new Error('shopify sandbox: not built yet')),
};
