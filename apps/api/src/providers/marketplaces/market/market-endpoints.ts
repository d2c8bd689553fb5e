import type { MarketplacesConfig } from '../marketplaces.config.ts';

/*
 * Where the market adapter reaches the provider's own market (docs/sandbox-market.md), and with which app
 * credentials: the market itself (config: MARKET_API_URL, MARKET_CLIENT_ID, MARKET_CLIENT_SECRET) or the sandbox our
 * server serves under /api/sandbox/market, which keeps the market's own paths below that prefix (…/v1/orders).
 */

/** Where our server serves the sandbox, under /api. */
export const MARKET_SANDBOX_PATH = '/sandbox/market';

/** Reading orders, and writing shipments and cancellations. */
export const MARKET_SCOPES = ['orders:read', 'orders:write'] as const;

export interface MarketEndpoints {
  /** Before `/oauth/…` and `/v1/…`: MARKET_API_URL, or the sandbox. */
  baseUrl: string;
  clientId: string;
  /** Also the webhooks' signing key. */
  clientSecret: string;
}

export const marketSandboxBaseUrl = (publicUrl: string) => `${publicUrl}/api${MARKET_SANDBOX_PATH}`;

/** The app's credentials are the configuration's: live, the market's; in sandbox mode, the installation's own. */
export function marketEndpoints(config: MarketplacesConfig, publicUrl: string, sandbox: boolean): MarketEndpoints {
  return {
    baseUrl: sandbox ? marketSandboxBaseUrl(publicUrl) : config.MARKET_API_URL.replace(/\/$/, ''),
    // Live mode is refused at start without both (marketplaces.config.ts).
    clientId: config.MARKET_CLIENT_ID ?? '',
    clientSecret: config.MARKET_CLIENT_SECRET ?? '',
  };
}
