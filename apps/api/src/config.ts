import { z } from 'zod';
import { marketplaceConfigProblems, marketplacesConfigShape } from './providers/marketplaces/marketplaces.config.ts';
import { languageSchema } from '@cabinet/contracts/common';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A Sentry DSN: `https://<public key>@<host>[/<path>]/<project id>`. */
const dsn = z
  .string()
  .regex(
    /^https?:\/\/[^:@/\s]+(:[^@/\s]*)?@[^/\s]+\/(?:[^?#\s]*\/)?\d+$/,
    'not a DSN: https://<key>@<host>/<project id>',
  );

/** Every setting the server reads, parsed once from the environment (documented in README). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address of the cabinet, used in e-mailed links; http://localhost:PORT when not set. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * A PGlite data directory tarball (the API suites' template: migrated, with the reference data) that a new embedded
   * database starts from instead of building itself from nothing; the migrations still run over it. The browser
   * journeys' server uses it (e2e/playwright.config.ts).
   */
  PGLITE_TEMPLATE: z.string().optional(),
  /** Where the built SPA lives; the server falls back to API-only when it is missing. */
  WEB_DIST: z.string().default('../web/dist'),
  /** Set when behind a load balancer, so client addresses (rate limits) come from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** §7 fixed access-key header the web client sends on login; checked only when set. */
  CLIENT_ACCESS_KEY: z.string().optional(),
  CLIENT_ACCESS_KEY_HEADER: z.string().default('access-key'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DEFAULT_LANGUAGE: languageSchema.default('ua'),
  FALLBACK_LANGUAGE: languageSchema.default('ru'),
  /**
   * The flood guard (docs/decisions.md, "Flood guard"): requests per minute of one signed-in session. The two
   * per-address budgets below default to multiples of it, so one setting scales the whole guard.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Requests per minute per client address that carry no session (files, public pages). Default: 3 × the above. */
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /**
   * Per client address and minute: sign-in, second-step, registration and restore requests, plus API keys that
   * open no session. Default: RATE_LIMIT_PER_MINUTE / 10.
   */
  RATE_LIMIT_CREDENTIALS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Seller Cabinet <no-reply@seller-cabinet.test>'),
  /** `nbu` reads the National Bank of Ukraine's public rates; `sandbox` keeps a stored table. */
  FX_PROVIDER: z.enum(['sandbox', 'nbu']).default('sandbox'),
  NBU_RATES_URL: z.url().default('https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?json'),
  /** `wordpress` reads the posts of the WordPress site at BLOG_URL (wp-json); `sandbox` serves seeded posts. */
  BLOG_PROVIDER: z.enum(['sandbox', 'wordpress']).default('sandbox'),
  BLOG_URL: z.url().optional(),
  /**
   * The fee cards' issuer, the wallet provider (withdrawals) and the carrier's labels, each over the HTTP API we defined
   * (sandboxes/<kind>/definition): `sandbox` speaks it to the sandbox this server serves, with this installation's own
   * key (sandboxes/secrets); `live` to the provider at the URL, with the key it issued (both needed).
   */
  CARD_ISSUER_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  CARD_ISSUER_API_URL: z.url().optional(),
  CARD_ISSUER_API_KEY: z.string().min(1).optional(),
  WALLET_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  WALLET_API_URL: z.url().optional(),
  WALLET_API_KEY: z.string().min(1).optional(),
  CARRIERS_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  CARRIERS_API_URL: z.url().optional(),
  CARRIERS_API_KEY: z.string().min(1).optional(),
  /**
   * Card payments: `sandbox` is the card processor this server serves (sandboxes/payments, with this installation's
   * own key and webhook secret); `live` a processor speaking our definition of the API
   * (sandboxes/payments/definition) at PAYMENTS_API_URL, with the three settings below that it issued.
   */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  /** The live processor's API root, before `/v1/…`. */
  PAYMENTS_API_URL: z.url().optional(),
  /** The live processor's secret API key (sent as a bearer). */
  PAYMENTS_API_KEY: z.string().min(1).optional(),
  /** The secret the live processor signs our webhook endpoint's deliveries with (HMAC-SHA256). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The provider's bank account that bank-transfer top-ups are paid to (printed on the invoice). */
  PAYMENTS_BANK_BENEFICIARY: z.string().min(1).default('Seller Cabinet Payments LLC'),
  PAYMENTS_BANK_IBAN: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/)
    .default('UA653003350000026001234567890'),
  PAYMENTS_BANK_NAME: z.string().min(1).default('JSC Sandbox Bank, Kyiv'),
  PAYMENTS_BANK_SWIFT: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
    .default('SBXBUAUKXXX'),
  /**
   * National post: `sandbox` (the default) sends shipments to the Ukrposhta sandbox this server serves; `ukrposhta`
   * to Ukrposhta's own eCom, Forms and StatusTracking APIs, with the credentials of the contract (all four below).
   */
  NATIONAL_POST_PROVIDER: z.enum(['sandbox', 'ukrposhta']).default('sandbox'),
  UKRPOSHTA_ECOM_URL: z.url().default('https://www.ukrposhta.ua/ecom/0.0.1'),
  UKRPOSHTA_FORMS_URL: z.url().default('https://www.ukrposhta.ua/forms/ecom/0.0.1'),
  UKRPOSHTA_TRACKING_URL: z.url().default('https://www.ukrposhta.ua/status-tracking/0.0.1'),
  UKRPOSHTA_ECOM_BEARER: z.string().min(1).optional(),
  UKRPOSHTA_TRACKING_BEARER: z.string().min(1).optional(),
  UKRPOSHTA_COUNTERPARTY_TOKEN: z.string().min(1).optional(),
  UKRPOSHTA_COUNTERPARTY_UUID: z.string().min(1).optional(),
  ...marketplacesConfigShape,
  /** Background jobs (daily rate refresh). Tests turn them off and call the jobs directly. */
  JOBS: bool.default(true),
  /** §1 banner: where "return to the old cabinet" leads. */
  OLD_CABINET_URL: z.url().default('https://old.seller-cabinet.example/'),
  /** §2 footer: the office and the US fulfilment warehouse. */
  OFFICE_ADDRESS: z.string().default('22 Khreshchatyk St, Kyiv 01001, Ukraine'),
  WAREHOUSE_ADDRESS: z.string().default('4100 Grays Ave, Philadelphia, PA 19142, USA'),
  /** Buy for me (docs/purchases.md): our fee in basis points of the items (500 = 5%), its minimum in cents. */
  PURCHASE_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(500),
  PURCHASE_FEE_MINIMUM_CENTS: z.coerce.number().int().min(0).default(500),
  /** How long a seller has to pay a quote before it lapses. */
  PURCHASE_QUOTE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  SEED_DEMO: bool.default(true),
  /**
   * Error reporting (docs/error-reporting.md), in Sentry's protocol: the DSN the API reports to, and the browser's
   * (public: the web app is told it). Unset, each side reports to the sandbox collector this server serves, with a
   * key this installation generated (sandboxes/errors).
   */
  SENTRY_DSN: dsn.optional(),
  SENTRY_WEB_DSN: dsn.optional(),
  /**
   * Whether the web app reports at all: `false` leaves the browser's SDK unloaded (client info names no reporting).
   * The journeys' server sets it: the SDK is about a sixth of their CPU (docs/ci-time.md), and its behaviour has tests
   * of its own (the API's browser envelope suite and the web's component test).
   */
  SENTRY_WEB_ENABLED: bool.default(true),
  /** The environment reports are filed under. Default: NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
  /** The release reports name. Default: the package version and the commit (`seller-cabinet@0.0.0+1a2b3c4d5e6f`). */
  SENTRY_RELEASE: z.string().trim().min(1).max(200).optional(),
  /** The share of API requests and page loads traced: §9 says 1. The API suites set 0 (a trace per request). */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'RATE_LIMIT_ANONYMOUS_PER_MINUTE' | 'RATE_LIMIT_CREDENTIALS_PER_MINUTE'
> & {
  PUBLIC_URL: string;
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: number;
  RATE_LIMIT_CREDENTIALS_PER_MINUTE: number;
};

/**
 * Settings that parse but must not run together. A real payments provider needs its address, the key and the webhook
 * secret it issued: without the secret no delivery could be verified (the sandbox's own key and secret are generated
 * per installation and never leave it).
 */
export function configProblems(config: {
  NODE_ENV: string;
  PAYMENTS_PROVIDER: string;
  PAYMENTS_API_URL?: string;
  PAYMENTS_API_KEY?: string;
  PAYMENTS_WEBHOOK_SECRET?: string;
  NATIONAL_POST_PROVIDER: string;
  UKRPOSHTA_ECOM_BEARER?: string;
  UKRPOSHTA_TRACKING_BEARER?: string;
  UKRPOSHTA_COUNTERPARTY_TOKEN?: string;
  UKRPOSHTA_COUNTERPARTY_UUID?: string;
}): string[] {
  const problems: string[] = [];
  // Without every credential the real Ukrposhta is not offered: the server says which are missing and stops.
  const ukrposhta = [
    'UKRPOSHTA_ECOM_BEARER',
    'UKRPOSHTA_TRACKING_BEARER',
    'UKRPOSHTA_COUNTERPARTY_TOKEN',
    'UKRPOSHTA_COUNTERPARTY_UUID',
  ] as const;
  const missing = ukrposhta.filter((name) => !config[name]);
  if (config.NATIONAL_POST_PROVIDER === 'ukrposhta' && missing.length > 0) {
    problems.push(
      `  NATIONAL_POST_PROVIDER: ukrposhta needs ${missing.join(', ')} (Ukrposhta issues each with the contract); ` +
        'without them use the sandbox.',
    );
  }
  const processor = (['PAYMENTS_API_URL', 'PAYMENTS_API_KEY'] as const).filter((name) => !config[name]);
  if (config.PAYMENTS_PROVIDER !== 'sandbox' && processor.length > 0) {
    problems.push(
      `  PAYMENTS_PROVIDER: ${config.PAYMENTS_PROVIDER} needs ${processor.join(', ')} (the processor's API and the ` +
        'secret key it issued); without them use the sandbox.',
    );
  }
  if (config.PAYMENTS_PROVIDER !== 'sandbox' && !config.PAYMENTS_WEBHOOK_SECRET) {
    problems.push(
      `  PAYMENTS_WEBHOOK_SECRET: ${config.PAYMENTS_PROVIDER} webhooks cannot be verified without the secret the ` +
        'provider gave you; anyone could forge a payment. Set it.',
    );
  }
  return problems;
}

/** The providers spoken over the HTTP APIs we defined ourselves: live, each needs the address and the key it issued. */
const OWN_API_PROVIDERS = ['CARD_ISSUER', 'WALLET', 'CARRIERS'] as const;
type OwnApiSetting = `${(typeof OWN_API_PROVIDERS)[number]}_${'PROVIDER' | 'API_URL' | 'API_KEY'}`;

export function ownApiProblems(config: Partial<Record<OwnApiSetting, string>>): string[] {
  return OWN_API_PROVIDERS.flatMap((provider) => {
    const missing = ([`${provider}_API_URL`, `${provider}_API_KEY`] as const).filter((name) => !config[name]);
    if (config[`${provider}_PROVIDER`] !== 'live' || missing.length === 0) return [];
    return [
      `  ${provider}_PROVIDER: live needs ${missing.join(', ')} (the provider issues them); else use the sandbox.`,
    ];
  });
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const merged = { ...parsed.data, ...overrides };
  const config: Config = {
    ...merged,
    PUBLIC_URL: merged.PUBLIC_URL ?? `http://localhost:${merged.PORT}`,
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: merged.RATE_LIMIT_ANONYMOUS_PER_MINUTE ?? merged.RATE_LIMIT_PER_MINUTE * 3,
    RATE_LIMIT_CREDENTIALS_PER_MINUTE:
      merged.RATE_LIMIT_CREDENTIALS_PER_MINUTE ?? Math.max(1, Math.floor(merged.RATE_LIMIT_PER_MINUTE / 10)),
  };
  const problems = [...configProblems(config), ...ownApiProblems(config), ...marketplaceConfigProblems(config)];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return config;
}
