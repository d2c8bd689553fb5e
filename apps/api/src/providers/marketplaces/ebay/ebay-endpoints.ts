import type { MarketplacesConfig } from '../marketplaces.config.ts';

/*
 * Where eBay lives for the adapter: the consent page (auth.ebay.com), the REST APIs (api.ebay.com: identity's token
 * endpoint, Sell Fulfillment, Post-Order) and the Commerce Identity API (apiz.ebay.com), with the app's keys and the
 * RuName eBay issued for our redirect. Live, they come from the configuration; in sandbox mode they point at the
 * sandbox our server serves under /api/sandbox/ebay, which answers the same paths.
 */

/** Where our server serves the sandbox, under /api. */
export const EBAY_SANDBOX_PATH = '/sandbox/ebay';

/** The scope of an application token (client credentials): the app's own calls, such as the public keys. */
export const EBAY_APP_SCOPE = 'https://api.ebay.com/oauth/api_scope';

/** Our endpoint for eBay's marketplace account deletion notifications (challenge and pushes), under /api. */
export const EBAY_ACCOUNT_DELETION_PATH = '/webhooks/ebay/account-deletion';

/** What the app asks for: the seller's orders and fulfilments, and who the seller is. */
export const EBAY_SCOPES = [
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
] as const;

/** The one marketplace the sandbox's users sell on (Post-Order takes it in X-EBAY-C-MARKETPLACE-ID). */
export const EBAY_MARKETPLACE = 'EBAY_US';

export interface EbayEndpoints {
  authUrl: string;
  apiUrl: string;
  /** The Commerce Identity API's host (apiz.ebay.com beside api.ebay.com). */
  identityUrl: string;
  clientId: string;
  clientSecret: string;
  ruName: string;
  verificationToken: string;
  /** Our account-deletion endpoint as eBay calls it: the challenge's hash covers it. */
  accountDeletionUrl: string;
}

export const ebayRedirectUri = (publicUrl: string) => `${publicUrl}/connect/ebay`;

/**
 * The app's keys, its RuName and our endpoint's verification token: live, refused at start without them
 * (marketplaces.config.ts); in sandbox mode, this installation's own, which app.ts fills in.
 */
const credentialsOf = (config: MarketplacesConfig) => ({
  clientId: config.EBAY_CLIENT_ID ?? '',
  clientSecret: config.EBAY_CLIENT_SECRET ?? '',
  ruName: config.EBAY_RUNAME ?? '',
  verificationToken: config.EBAY_VERIFICATION_TOKEN ?? '',
});

export function ebayEndpoints(config: MarketplacesConfig, publicUrl: string, sandbox: boolean): EbayEndpoints {
  if (sandbox) {
    const base = `${publicUrl}/api${EBAY_SANDBOX_PATH}`;
    return {
      authUrl: `${base}/oauth2/authorize`,
      apiUrl: base,
      identityUrl: base,
      ...credentialsOf(config),
      accountDeletionUrl: `${publicUrl}/api${EBAY_ACCOUNT_DELETION_PATH}`,
    };
  }
  const api = new URL(config.EBAY_API_URL);
  // eBay serves the Identity API on apiz.<host> (apiz.ebay.com, apiz.sandbox.ebay.com).
  const identity = new URL(api);
  identity.hostname = api.hostname.replace(/^api\./, 'apiz.');
  return {
    authUrl: config.EBAY_AUTH_URL,
    apiUrl: api.origin,
    identityUrl: identity.origin,
    ...credentialsOf(config),
    accountDeletionUrl: `${publicUrl}/api${EBAY_ACCOUNT_DELETION_PATH}`,
  };
}
