import type { Config } from '../../../config.ts';

/*
 * Where Amazon lives for the adapter: Seller Central's consent page, Login with Amazon's token endpoint and the
 * Selling Partner API, with the app's credentials. Live, they come from the configuration; in sandbox mode they point
 * at the sandbox our server serves, which answers the same paths under /api/sandbox/amazon.
 */

/** Where our server serves the sandbox, under /api. */
export const AMAZON_SANDBOX_PATH = '/sandbox/amazon';

/** The sandbox app's credentials: public, like a real sandbox's test keys, and refused anywhere else. */
export const AMAZON_SANDBOX = {
  appId: 'amzn1.sp.solution.5e1a0c2b-sandbox-seller-cabinet',
  clientId: 'amzn1.application-oa2-client.sandboxsellercabinet',
  clientSecret: 'amzn1.oa2-cs.v1.sandbox-seller-cabinet-secret',
  /** Amazon.com: the one marketplace the sandbox's shops sell in. */
  marketplaceId: 'ATVPDKIKX0DER',
} as const;

export interface AmazonEndpoints {
  consentUrl: string;
  tokenUrl: string;
  apiUrl: string;
  appId: string;
  clientId: string;
  clientSecret: string;
  marketplaceId: string;
  /** Our app is still a draft in Seller Central: its consent URL asks for `version=beta` (AMAZON_APP_DRAFT). */
  draft: boolean;
  /** Our /connect/amazon page: registered with the app as its OAuth redirect URI. */
  redirectUri: string;
}

export const amazonRedirectUri = (publicUrl: string) => `${publicUrl}/connect/amazon`;

export function amazonEndpoints(config: Config, publicUrl: string, sandbox: boolean): AmazonEndpoints {
  const redirectUri = amazonRedirectUri(publicUrl);
  if (sandbox) {
    const base = `${publicUrl}/api${AMAZON_SANDBOX_PATH}`;
    return {
      consentUrl: `${base}/apps/authorize/consent`,
      tokenUrl: `${base}/auth/o2/token`,
      apiUrl: base,
      ...AMAZON_SANDBOX,
      draft: config.AMAZON_APP_DRAFT,
      redirectUri,
    };
  }
  return {
    consentUrl: config.AMAZON_CONSENT_URL,
    tokenUrl: config.AMAZON_LWA_URL,
    apiUrl: config.AMAZON_SPAPI_URL,
    // Live mode is refused at start without these (marketplaces.config.ts).
    appId: config.AMAZON_APP_ID ?? '',
    clientId: config.AMAZON_LWA_CLIENT_ID ?? '',
    clientSecret: config.AMAZON_LWA_CLIENT_SECRET ?? '',
    marketplaceId: config.AMAZON_MARKETPLACE_ID,
    draft: config.AMAZON_APP_DRAFT,
    redirectUri,
  };
}
