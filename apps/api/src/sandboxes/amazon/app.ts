/*
 * The sandbox's own picture of Amazon's side: where it is served and the one app registered with it (its ids, LWA
 * client and redirect URI, as Seller Central's Developer Central would show them). Written here, not taken from the
 * adapter, so a test that passes says the adapter speaks to an Amazon that was written apart from it.
 */

/** Where our server serves the sandbox, under /api. */
export const SANDBOX_PATH = '/sandbox/amazon';

/**
 * The sandbox app's registration. Its application id and LWA client are this installation's own (sandbox_secrets,
 * SandboxDeps.secrets.amazon), generated at its first start and refused anywhere else: none is written here.
 */
export const SANDBOX_APP = {
  /**
   * The app has never been published in the Selling Partner Appstore: Seller Central authorizes it only when the
   * consent URL asks for its draft (`version=beta`).
   */
  draft: true,
} as const;

/** Amazon.com: the sandbox's stores' home marketplace. */
export const SANDBOX_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/**
 * The marketplaces of Amazon's North American unified account, where the sandbox's stores sell (developer-docs
 * "Marketplace IDs"): an order is placed in one of them and is priced in its currency.
 */
export const MARKETPLACES: Readonly<Record<string, { country: string; currency: string; salesChannel: string }>> = {
  ATVPDKIKX0DER: { country: 'US', currency: 'USD', salesChannel: 'Amazon.com' },
  A2EUQ1WTGCTBG2: { country: 'CA', currency: 'CAD', salesChannel: 'Amazon.ca' },
};
export const SANDBOX_MARKETPLACE_IDS = Object.keys(MARKETPLACES);

/** The OAuth redirect URI registered for the app: our server's /connect/amazon page. */
export const registeredRedirectUri = (publicUrl: string) => `${publicUrl}/connect/amazon`;
