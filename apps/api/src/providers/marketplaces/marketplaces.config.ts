import { z } from 'zod';
import { keyWeakness } from '../../platform/secrets/key-strength.ts';

/*
 * The marketplaces' settings (README "Configuration"). Each kind is `sandbox` (the default: the sandbox this server
 * serves), `live` (the marketplace itself, with the credentials it issued us) or `off` (not offered). Live without
 * every credential is refused at start: with no credentials the real mode is not offered.
 */

/** Seals shops' tokens when no key is set: published in this repository, so it protects nothing. */
export const DEVELOPMENT_SECRETS_KEY = 'development-only-secrets-key-published-in-the-repository';

const provider = z.enum(['sandbox', 'live', 'off']).default('sandbox');
const secret = z.string().min(1).optional();

export const marketplacesConfigShape = {
  /**
   * Seals the shops' marketplace tokens in the database (AES-256-GCM; docs/decisions.md, "Sealed secrets"). A long
   * random string of your own wherever a marketplace is live; the previous key, when you replace it, keeps the
   * tokens sealed under it readable until their next save.
   */
  SECRETS_KEY: z.string().min(32).default(DEVELOPMENT_SECRETS_KEY),
  SECRETS_KEY_PREVIOUS: z.string().min(32).optional(),

  ETSY_PROVIDER: provider,
  ETSY_API_URL: z.url().default('https://api.etsy.com'),
  ETSY_CONNECT_URL: z.url().default('https://www.etsy.com/oauth/connect'),
  /** The app's keystring (client_id) and shared secret: every call carries `x-api-key: keystring:secret`. */
  ETSY_KEYSTRING: secret,
  ETSY_SHARED_SECRET: secret,
  /** The webhook signing secret (`whsec_…`) Etsy shows for the app's ORDER_PAID subscription. */
  ETSY_WEBHOOK_SECRET: secret,

  SHOPIFY_PROVIDER: provider,
  SHOPIFY_CLIENT_ID: secret,
  /** Signs the OAuth redirect's `hmac` and every webhook's X-Shopify-Hmac-Sha256. */
  SHOPIFY_CLIENT_SECRET: secret,

  AMAZON_PROVIDER: provider,
  AMAZON_CONSENT_URL: z.url().default('https://sellercentral.amazon.com/apps/authorize/consent'),
  AMAZON_LWA_URL: z.url().default('https://api.amazon.com/auth/o2/token'),
  AMAZON_SPAPI_URL: z.url().default('https://sellingpartnerapi-na.amazon.com'),
  /**
   * The marketplaces whose orders are read, comma-separated (a unified account's: `ATVPDKIKX0DER,A2EUQ1WTGCTBG2` for
   * Amazon.com and Amazon.ca); the first is the sellers' home, where shipments are confirmed.
   */
  AMAZON_MARKETPLACE_ID: z.string().default('ATVPDKIKX0DER'),
  AMAZON_APP_ID: secret,
  AMAZON_LWA_CLIENT_ID: secret,
  AMAZON_LWA_CLIENT_SECRET: secret,
  /**
   * Whether our app is still a draft in Seller Central (never published in the Appstore): then the consent URL asks
   * for the draft with `version=beta`, which Amazon requires of a draft and which a published app must not send.
   */
  AMAZON_APP_DRAFT: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Which Orders API the import reads: `v0` (getOrders, getOrder, getOrderItems; marked deprecated in Amazon's
   * current models) or `2026-01-01` (searchOrders, getOrder with the items inside).
   */
  AMAZON_ORDERS_API: z.enum(['v0', '2026-01-01']).default('v0'),

  EBAY_PROVIDER: provider,
  EBAY_AUTH_URL: z.url().default('https://auth.ebay.com/oauth2/authorize'),
  EBAY_API_URL: z.url().default('https://api.ebay.com'),
  EBAY_CLIENT_ID: secret,
  EBAY_CLIENT_SECRET: secret,
  /** The RuName eBay issued for our redirect (eBay redirects to the URL registered under it). */
  EBAY_RUNAME: secret,
  /** The verification token of our notification endpoint (the challenge's hash includes it). */
  EBAY_VERIFICATION_TOKEN: secret,

  MARKET_PROVIDER: provider,
  MARKET_API_URL: z.url().default('https://market.seller-cabinet.example/api'),
  MARKET_CLIENT_ID: secret,
  MARKET_CLIENT_SECRET: secret,
  /** §2 "old market": where its menu entry leads; unset hides the entry. */
  OLD_MARKET_URL: z.url().optional(),
};

const LIVE_NEEDS = {
  ETSY_PROVIDER: ['ETSY_KEYSTRING', 'ETSY_SHARED_SECRET'],
  SHOPIFY_PROVIDER: ['SHOPIFY_CLIENT_ID', 'SHOPIFY_CLIENT_SECRET'],
  AMAZON_PROVIDER: ['AMAZON_APP_ID', 'AMAZON_LWA_CLIENT_ID', 'AMAZON_LWA_CLIENT_SECRET'],
  // eBay disables an app's production keys unless it takes account deletion notices, which need the token.
  EBAY_PROVIDER: ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET', 'EBAY_RUNAME', 'EBAY_VERIFICATION_TOKEN'],
  MARKET_PROVIDER: ['MARKET_CLIENT_ID', 'MARKET_CLIENT_SECRET'],
} as const;

export type MarketplacesConfig = z.infer<z.ZodObject<typeof marketplacesConfigShape>>;

/** `live` without the marketplace's credentials: which are missing. */
export function marketplaceConfigProblems(config: Partial<MarketplacesConfig>): string[] {
  const problems: string[] = [];
  for (const [setting, needs] of Object.entries(LIVE_NEEDS)) {
    if (config[setting as keyof typeof LIVE_NEEDS] !== 'live') continue;
    const missing = needs.filter((name) => !config[name as keyof MarketplacesConfig]);
    if (missing.length > 0) {
      problems.push(`  ${setting}: live needs ${missing.join(', ')}; without them use the sandbox (or off).`);
    }
  }
  const live = Object.keys(LIVE_NEEDS).some((setting) => config[setting as keyof typeof LIVE_NEEDS] === 'live');
  if (live) problems.push(...sealingKeyProblems(config));
  return problems;
}

/**
 * A live start seals real sellers' tokens: neither key may be the published development key (the previous one
 * would still open every token sealed under it), nor a key anyone could guess (one letter repeated, a short pattern).
 */
function sealingKeyProblems(config: Partial<MarketplacesConfig>): string[] {
  const problems: string[] = [];
  const keys = [
    ['SECRETS_KEY', config.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY],
    ['SECRETS_KEY_PREVIOUS', config.SECRETS_KEY_PREVIOUS],
  ] as const;
  for (const [name, key] of keys) {
    if (key === undefined) continue;
    if (key === DEVELOPMENT_SECRETS_KEY) {
      problems.push(
        `  ${name}: a live marketplace's tokens cannot be sealed under the published development key; ` +
          'set a long random key of your own.',
      );
      continue;
    }
    const weakness = keyWeakness(key);
    if (weakness)
      problems.push(`  ${name}: the key ${weakness}; set a long random key (e.g. openssl rand -base64 48).`);
  }
  return problems;
}
