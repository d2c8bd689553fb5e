import type { MarketplacesConfig } from '../marketplaces.config.ts';

/*
 * Where the Etsy adapter reaches Etsy, and with which app credentials: Etsy itself (config) or the sandbox our server
 * serves under /api/sandbox/etsy, which keeps Etsy's own paths below that prefix (…/v3/application/shops/{shop_id}/…).
 */

/** Where our server serves the sandbox, under /api. */
export const ETSY_SANDBOX_PATH = '/sandbox/etsy';

/** Receipts and tracking, and the shop of the user who signs in. */
export const ETSY_SCOPES = ['transactions_r', 'transactions_w', 'shops_r'] as const;

export interface EtsyEndpoints {
  /** Before `/v3/...`: https://api.etsy.com, or the sandbox. */
  apiUrl: string;
  /** The consent page: https://www.etsy.com/oauth/connect, or the sandbox's. */
  connectUrl: string;
  keystring: string;
  sharedSecret: string;
  /** Null when live without a configured secret: no push can be verified, so none is accepted. */
  webhookSecret: string | null;
}

export const etsySandboxApiUrl = (publicUrl: string) => `${publicUrl}/api${ETSY_SANDBOX_PATH}`;

/**
 * The app's credentials are the configuration's either way: live, those Etsy issued; in sandbox mode, those this
 * installation generated for its sandbox (app.ts fills them in), so no key is written in the code.
 */
export function etsyEndpoints(config: MarketplacesConfig, publicUrl: string, sandbox: boolean): EtsyEndpoints {
  const apiUrl = sandbox ? etsySandboxApiUrl(publicUrl) : config.ETSY_API_URL.replace(/\/$/, '');
  return {
    apiUrl,
    connectUrl: sandbox ? `${apiUrl}/oauth/connect` : config.ETSY_CONNECT_URL,
    // Live mode is refused at start without both (marketplaces.config.ts).
    keystring: config.ETSY_KEYSTRING ?? '',
    sharedSecret: config.ETSY_SHARED_SECRET ?? '',
    webhookSecret: config.ETSY_WEBHOOK_SECRET ?? null,
  };
}
