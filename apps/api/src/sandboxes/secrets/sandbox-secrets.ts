import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Sealer } from '../../platform/secrets/sealed-secrets.ts';
import { sandboxSecrets } from './secrets.schema.ts';

/*
 * Each installation's own credentials for the sandboxes it serves, made at its first start and kept in its database
 * (sandbox_secrets). The sandbox checks them and the adapter, in sandbox mode, is configured with the same values
 * (app.ts), so the two agree without any of them being written down anywhere public. Each value has the shape the
 * marketplace gives its own (an Etsy keystring is 24 lowercase letters and digits, eBay's verification token 32–80
 * of [A-Za-z0-9_-]…), so an adapter's format checks pass in sandbox mode as they would live.
 */

export interface SandboxSecrets {
  etsy: { keystring: string; sharedSecret: string; webhookSecret: string };
  shopify: { clientId: string; clientSecret: string };
  amazon: { appId: string; clientId: string; clientSecret: string };
  ebay: { clientId: string; clientSecret: string; ruName: string; verificationToken: string };
  market: { clientId: string; clientSecret: string };
  /**
   * The card processor's sandbox: the secret API key the adapter authenticates with, and what its webhooks are signed
   * with (PAYMENTS_API_KEY and PAYMENTS_WEBHOOK_SECRET are a live processor's).
   */
  payments: { apiKey: string; webhookSecret: string };
  /** The card issuer's, the wallet provider's and the carrier's sandbox APIs: the key their adapter sends as a bearer. */
  cardIssuer: { apiKey: string };
  wallet: { apiKey: string };
  carriers: { apiKey: string };
  /** The error-reporting collector's: the public key of the DSN both sides report with (docs/error-reporting.md). */
  errors: { publicKey: string };
}

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = `${LOWER_ALNUM}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const whsec = () => `whsec_${randomBytes(32).toString('base64')}`;

/** How each credential is made, in its marketplace's shape. */
const MAKERS: { [S in keyof SandboxSecrets]: { [F in keyof SandboxSecrets[S]]: () => string } } = {
  etsy: { keystring: () => pick(LOWER_ALNUM, 24), sharedSecret: () => pick(LOWER_ALNUM, 10), webhookSecret: whsec },
  shopify: { clientId: () => hex(16), clientSecret: () => `shpss_${hex(16)}` },
  amazon: {
    appId: () => `amzn1.sp.solution.${randomUUID()}`,
    clientId: () => `amzn1.application-oa2-client.${hex(16)}`,
    clientSecret: () => `amzn1.oa2-cs.v1.${hex(32)}`,
  },
  ebay: {
    clientId: () => `SellerCa-cabinet-SBX-${hex(5).slice(0, 9)}-${hex(4)}`,
    clientSecret: () => `SBX-${hex(6)}-${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}`,
    ruName: () => `Seller_Cabinet-SellerCa-cabine-${pick(LOWER_ALNUM, 6)}`,
    verificationToken: () => pick(`${ALNUM}_-`, 48),
  },
  market: { clientId: () => `mkt_${pick(LOWER_ALNUM, 16)}`, clientSecret: () => `mkt_${hex(24)}` },
  // A processor's secret key: a test-mode prefix and 48 letters and digits.
  payments: { apiKey: () => `sk_test_${pick(ALNUM, 48)}`, webhookSecret: whsec },
  cardIssuer: { apiKey: () => `ik_test_${pick(ALNUM, 32)}` },
  wallet: { apiKey: () => `wk_test_${hex(24)}` },
  carriers: { apiKey: () => `ck_test_${hex(24)}` },
  // A Sentry DSN's public key: 32 hexadecimal digits.
  errors: { publicKey: () => hex(16) },
};

const names = () =>
  Object.entries(MAKERS).flatMap(([sandbox, fields]) =>
    Object.keys(fields).map((field) => ({ name: `${sandbox}.${field}`, sandbox, field })),
  );

/** What a stored value is sealed to: opened under another name it fails (docs/decisions.md, "Sealed secrets"). */
const contextOf = (name: string) => `sandbox-secret:${name}`;

/**
 * This installation's sandbox credentials: those already made, and any missing made now, sealed at rest under
 * SECRETS_KEY like the shops' tokens (a copy of the database carries none of them). Two servers starting on one
 * database at once each try to insert; the first insert wins and both read back the same values. Values stored
 * before sealing are sealed now.
 */
export async function loadSandboxSecrets(db: Db, now: Date, sealer: Sealer): Promise<SandboxSecrets> {
  const wanted = names();
  let stored = await db.select().from(sandboxSecrets);
  const known = new Set(stored.map((row) => row.name));
  const missing = wanted.filter(({ name }) => !known.has(name));
  if (missing.length > 0) {
    const makers = MAKERS as unknown as Record<string, Record<string, () => string>>;
    const made = missing.map(({ name, sandbox, field }) => ({
      name,
      value: sealer.seal(makers[sandbox]![field]!(), contextOf(name)),
      created_at: now,
    }));
    await db.insert(sandboxSecrets).values(made).onConflictDoNothing();
    stored = await db.select().from(sandboxSecrets);
  }
  const value = new Map(stored.map((row) => [row.name, sealer.open(row.value, contextOf(row.name))]));
  for (const row of stored.filter((r) => value.get(r.name) === r.value)) {
    await db
      .update(sandboxSecrets)
      .set({ value: sealer.seal(row.value, contextOf(row.name)) })
      .where(eq(sandboxSecrets.name, row.name));
  }
  const secrets: Record<string, Record<string, string>> = {};
  for (const { name, sandbox, field } of wanted) (secrets[sandbox] ??= {})[field] = value.get(name)!;
  return secrets as unknown as SandboxSecrets;
}
