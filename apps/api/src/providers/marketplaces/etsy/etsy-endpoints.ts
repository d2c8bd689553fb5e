import type { Config } from '../../../config.ts';

/*
 * Where the Etsy adapter reaches Etsy, and with which app credentials: Etsy itself (config) or the sandbox our server
 * serves under /api/sandbox/etsy, which keeps Etsy's own paths below that prefix (…/v3/application/shops/{shop_id}/…).
 */

/** Where our server serves the sandbox, under /api. */
export const ETSY_SANDBOX_PATH = '/sandbox/etsy';

/** The sandbox app's credentials: public, like a real sandbox's test keys, and refused anywhere else. */
export const ETSY_SANDBOX = {
  /** Etsy's keystrings are 24 lowercase letters and digits; it is also the OAuth client_id. */
  keystring: 'sandboxetsykeystring0001',
  sharedSecret: 'sandbox001',
} as const;

/** Signs the sandbox's order.paid webhooks (Standard Webhooks: `whsec_` + the base64 key). */
export const ETSY_SANDBOX_WEBHOOK_SECRET = 'whsec_c2VsbGVyLWNhYmluZXQtZXRzeS1zYW5kYm94LXdlYmhvb2stc2lnbmluZw==';

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

export function etsyEndpoints(config: Config, publicUrl: string, sandbox: boolean): EtsyEndpoints {
  if (sandbox) {
    const apiUrl = etsySandboxApiUrl(publicUrl);
    return {
      apiUrl,
      connectUrl: `${apiUrl}/oauth/connect`,
      ...ETSY_SANDBOX,
      webhookSecret: ETSY_SANDBOX_WEBHOOK_SECRET,
    };
  }
  return {
    apiUrl: config.ETSY_API_URL.replace(/\/$/, ''),
    connectUrl: config.ETSY_CONNECT_URL,
    // Live mode is refused at start without both (marketplaces.config.ts).
    keystring: config.ETSY_KEYSTRING ?? '',
    sharedSecret: config.ETSY_SHARED_SECRET ?? '',
    webhookSecret: config.ETSY_WEBHOOK_SECRET ?? null,
  };
}
