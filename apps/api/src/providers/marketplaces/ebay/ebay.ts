import type { Config } from '../../../config.ts';
import type { MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';

/** Ebay's API (shared/outside-systems.md part A) — to be written. */
export function ebayMarketplace(_config: Config, _deps: AdapterDeps, _sandbox: boolean): MarketplaceAdapter {
  throw new Error('ebay: not built yet');
}
