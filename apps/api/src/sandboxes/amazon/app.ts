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

/** Amazon.com: the one marketplace the sandbox's stores sell in. */
export const SANDBOX_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/** The OAuth redirect URI registered for the app: our server's /connect/amazon page. */
export const registeredRedirectUri = (publicUrl: string) => `${publicUrl}/connect/amazon`;
