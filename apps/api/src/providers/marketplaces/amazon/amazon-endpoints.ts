import type { MarketplacesConfig } from '../marketplaces.config.ts';

/*
 * Where Amazon lives for the adapter: Seller Central's consent page, Login with Amazon's token endpoint and the
 * Selling Partner API, with the app's credentials. Live, they come from the configuration; in sandbox mode they point
 * at the sandbox our server serves, which answers the same paths under /api/sandbox/amazon.
 */

/** Where our server serves the sandbox, under /api. */
export const AMAZON_SANDBOX_PATH = '/sandbox/amazon';

/** What the sandbox's stores are: the app's credentials are this installation's own (sandbox_secrets, via config). */
export const AMAZON_SANDBOX = {
  /** Amazon.com, the sandbox's stores' home marketplace. */
  marketplaceId: 'ATVPDKIKX0DER',
  /** The North American unified account the sandbox's stores sell in: Amazon.com and Amazon.ca. */
  marketplaceIds: ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2'],
} as const;

export interface AmazonEndpoints {
  consentUrl: string;
  tokenUrl: string;
  apiUrl: string;
  appId: string;
  clientId: string;
  clientSecret: string;
  /** The sellers' home marketplace (the first of AMAZON_MARKETPLACE_ID): where shipments are confirmed. */
  marketplaceId: string;
  /** Every marketplace whose orders are read (AMAZON_MARKETPLACE_ID, comma-separated: a unified account's). */
  marketplaceIds: readonly string[];
  /** Our app is still a draft in Seller Central: its consent URL asks for `version=beta` (AMAZON_APP_DRAFT). */
  draft: boolean;
  /** Our /connect/amazon page: registered with the app as its OAuth redirect URI. */
  redirectUri: string;
}

export const amazonRedirectUri = (publicUrl: string) => `${publicUrl}/connect/amazon`;

/** Live, refused at start without these (marketplaces.config.ts); in sandbox mode app.ts fills them in. */
const credentialsOf = (config: MarketplacesConfig) => ({
  appId: config.AMAZON_APP_ID ?? '',
  clientId: config.AMAZON_LWA_CLIENT_ID ?? '',
  clientSecret: config.AMAZON_LWA_CLIENT_SECRET ?? '',
});

/** "ATVPDKIKX0DER,A2EUQ1WTGCTBG2" → the first is home, all are read. */
function marketplacesOf(configured: string) {
  const marketplaceIds = configured
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return { marketplaceId: marketplaceIds[0] ?? '', marketplaceIds };
}

export function amazonEndpoints(config: MarketplacesConfig, publicUrl: string, sandbox: boolean): AmazonEndpoints {
  const redirectUri = amazonRedirectUri(publicUrl);
  if (sandbox) {
    const base = `${publicUrl}/api${AMAZON_SANDBOX_PATH}`;
    return {
      consentUrl: `${base}/apps/authorize/consent`,
      tokenUrl: `${base}/auth/o2/token`,
      apiUrl: base,
      ...credentialsOf(config),
      ...AMAZON_SANDBOX,
      draft: config.AMAZON_APP_DRAFT,
      redirectUri,
    };
  }
  return {
    consentUrl: config.AMAZON_CONSENT_URL,
    tokenUrl: config.AMAZON_LWA_URL,
    apiUrl: config.AMAZON_SPAPI_URL,
    ...credentialsOf(config),
    ...marketplacesOf(config.AMAZON_MARKETPLACE_ID),
    draft: config.AMAZON_APP_DRAFT,
    redirectUri,
  };
}
