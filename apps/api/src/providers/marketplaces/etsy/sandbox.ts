import type { MarketplaceSandbox } from '../marketplace-sandbox.ts';

/** Etsy's sandbox — to be written. */
export const etsySandbox: MarketplaceSandbox = {
  kind: 'etsy',
  routes: async () => {},
  addOrder: () => Promise.reject(new Error('etsy sandbox: not built yet')),
};
