import type { MarketplaceSandbox } from '../marketplace-sandbox.ts';

/** Amazon's sandbox — to be written. */
export const amazonSandbox: MarketplaceSandbox = {
  kind: 'amazon',
  routes: async () => {},
  addOrder: () => Promise.reject(new Error('amazon sandbox: not built yet')),
};
