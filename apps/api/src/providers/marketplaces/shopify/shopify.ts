import type { Config } from '../../../config.ts';
import type { MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';

/** Shopify's API (shared/outside-systems.md part A) — to be written. */
export function shopifyMarketplace(_config: Config, _deps: AdapterDeps, _sandbox: boolean): MarketplaceAdapter {
  throw new Error('shopify: not built yet');
}
