import type { Config } from '../../../config.ts';
import type { MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';

/** Amazon's API (shared/outside-systems.md part A) — to be written. */
export function amazonMarketplace(_config: Config, _deps: AdapterDeps, _sandbox: boolean): MarketplaceAdapter {
  throw new Error('amazon: not built yet');
}
