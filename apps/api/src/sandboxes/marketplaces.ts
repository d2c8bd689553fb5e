import { amazonSandbox } from './amazon/sandbox.ts';
import { ebaySandbox } from './ebay/sandbox.ts';
import { etsySandbox } from './etsy/sandbox.ts';
import type { MarketplaceSandbox } from './marketplace-kit/marketplace-sandbox.ts';
import { marketSandbox } from './market/sandbox.ts';
import { shopifySandbox } from './shopify/sandbox.ts';

/** The marketplaces' sandboxes this server serves, each under /api/sandbox/<kind>/ while its kind is in sandbox mode. */
export const marketplaceSandboxes: MarketplaceSandbox[] = [
  etsySandbox,
  shopifySandbox,
  amazonSandbox,
  ebaySandbox,
  marketSandbox,
];
