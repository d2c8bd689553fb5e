import { z } from 'zod';
import { languageSchema } from '@cabinet/contracts/common';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  /** Requests per minute per client address across the API (a flood guard; auth has its own limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Seller Cabinet <no-reply@seller-cabinet.test>'),
  /** `nbu` reads the National Bank of Ukraine's public rates; `sandbox` keeps a stored table. */
  FX_PROVIDER: z.enum(['sandbox', 'nbu']).default('sandbox'),
  NBU_RATES_URL: z.url().default('https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?json'),
  /** `wordpress` reads the posts of the WordPress site at BLOG_URL (wp-json); `sandbox` serves seeded posts. */
  BLOG_PROVIDER: z.enum(['sandbox', 'wordpress']).default('sandbox'),
  BLOG_URL: z.url().optional(),
  /** Card top-ups: `sandbox` is a hosted test checkout served by this server (no real processor is wired yet). */
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The secret payment webhooks are signed with (HMAC-SHA256). Set your own anywhere but development. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).default('whsec_sandbox_development_only'),
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
  /** Background jobs (daily rate refresh). Tests turn them off and call the jobs directly. */
  JOBS: bool.default(true),
  /** §1 banner: where "return to the old cabinet" leads. */
  OLD_CABINET_URL: z.url().default('https://old.seller-cabinet.example/'),
  /** §2 footer: the office and the US fulfilment warehouse. */
  OFFICE_ADDRESS: z.string().default('22 Khreshchatyk St, Kyiv 01001, Ukraine'),
  WAREHOUSE_ADDRESS: z.string().default('4100 Grays Ave, Philadelphia, PA 19142, USA'),
  SEED_DEMO: bool.default(true),
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = { ...parsed.data, ...overrides };
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
