import type { ShopKind } from '@cabinet/contracts/shops';
import type { MarketplacesConfig } from './marketplaces.config.ts';
import { amazonMarketplace } from './amazon/amazon.ts';
import { ebayMarketplace } from './ebay/ebay.ts';
import { etsyMarketplace } from './etsy/etsy.ts';
import type { MarketplaceAdapter, RateWaits } from './marketplace.ts';
import { marketMarketplace } from './market/market.ts';
import { shopifyMarketplace } from './shopify/shopify.ts';

/** What an adapter is built with. */
export interface AdapterDeps {
  /** Global fetch for a live marketplace; injection into our own server for its sandbox. */
  fetch: typeof fetch;
  now: () => Date;
  waits: RateWaits;
  /** Our public address: redirect URIs (/connect/<kind>), webhook addresses, and the sandboxes' base URLs. */
  publicUrl: string;
}

export interface MarketplaceEntry {
  readonly adapter: MarketplaceAdapter;
  /** true: the adapter talks to our sandbox of the marketplace. */
  sandbox: boolean;
}
export type Marketplaces = Partial<Record<ShopKind, MarketplaceEntry>>;

type Mode = 'sandbox' | 'live' | 'off';
const PROVIDER_SETTING = {
  etsy: 'ETSY_PROVIDER',
  amazon: 'AMAZON_PROVIDER',
  shopify: 'SHOPIFY_PROVIDER',
  ebay: 'EBAY_PROVIDER',
  market: 'MARKET_PROVIDER',
} as const satisfies Record<ShopKind, keyof MarketplacesConfig>;

export const modeOf = (config: MarketplacesConfig, kind: ShopKind): Mode => config[PROVIDER_SETTING[kind]] as Mode;

/** Each kind's adapter, built for its live API or its sandbox (`sandbox` true). */
const FACTORIES: Partial<
  Record<ShopKind, (config: MarketplacesConfig, deps: AdapterDeps, sandbox: boolean) => MarketplaceAdapter>
> = {
  etsy: etsyMarketplace,
  shopify: shopifyMarketplace,
  amazon: amazonMarketplace,
  ebay: ebayMarketplace,
  market: marketMarketplace,
};

/**
 * The adapters the config turns on. A sandboxed kind's adapter reaches our server through `sandboxFetch` (the
 * sandbox is this server); a live one through `deps.fetch`.
 */
export function createMarketplaces(
  config: MarketplacesConfig,
  deps: AdapterDeps & { sandboxFetch: typeof fetch },
): Marketplaces {
  const entries: Marketplaces = {};
  for (const [kind, factory] of Object.entries(FACTORIES) as Array<
    [ShopKind, NonNullable<(typeof FACTORIES)[ShopKind]>]
  >) {
    const mode = modeOf(config, kind);
    if (mode === 'off') continue;
    const sandbox = mode === 'sandbox';
    let adapter: MarketplaceAdapter | null = null;
    // Built on first use: a server that never meets a kind never builds its adapter.
    entries[kind] = {
      get adapter() {
        adapter ??= factory(config, sandbox ? { ...deps, fetch: deps.sandboxFetch } : deps, sandbox);
        return adapter;
      },
      sandbox,
    };
  }
  return entries;
}
