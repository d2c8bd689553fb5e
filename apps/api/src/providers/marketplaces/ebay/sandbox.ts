import type { MarketplaceSandbox } from '../marketplace-sandbox.ts';

/** Ebay's sandbox — to be written. */
export const ebaySandbox: MarketplaceSandbox = {
  kind: 'ebay',
  routes: async () => {},
  addOrder: () => Promise.reject(new Error('ebay sandbox: not built yet')),
};
