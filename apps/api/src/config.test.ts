import { describe, expect, it } from 'vitest';
import { configProblems, DEVELOPMENT_WEBHOOK_SECRET, loadConfig } from './config.ts';

describe('the published development webhook secret', () => {
  const withProvider = (NODE_ENV: string, PAYMENTS_PROVIDER: string, PAYMENTS_WEBHOOK_SECRET: string) =>
    configProblems({ NODE_ENV, PAYMENTS_PROVIDER, PAYMENTS_WEBHOOK_SECRET, NATIONAL_POST_PROVIDER: 'sandbox' });

  it('stops a production server with a real payments provider, and says why', () => {
    const [problem, ...more] = withProvider('production', 'acme-cards', DEVELOPMENT_WEBHOOK_SECRET);
    expect(more).toEqual([]);
    expect(problem).toContain('PAYMENTS_WEBHOOK_SECRET');
    expect(problem).toContain('acme-cards');
    expect(problem).toContain('NODE_ENV=production');
    expect(problem).toMatch(/forge/);
  });

  it('is accepted in development and tests, with the sandbox, and once a secret of its own is set', () => {
    expect(withProvider('development', 'acme-cards', DEVELOPMENT_WEBHOOK_SECRET)).toEqual([]);
    expect(withProvider('test', 'acme-cards', DEVELOPMENT_WEBHOOK_SECRET)).toEqual([]);
    expect(withProvider('production', 'sandbox', DEVELOPMENT_WEBHOOK_SECRET)).toEqual([]);
    expect(withProvider('production', 'acme-cards', 'whsec_a-secret-of-our-own')).toEqual([]);
  });

  it('is checked when the configuration is loaded', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' };
    expect(loadConfig(production).PAYMENTS_WEBHOOK_SECRET).toBe(DEVELOPMENT_WEBHOOK_SECRET);
    // No real provider is wired yet, so the loader is shown one through an override.
    expect(() => loadConfig(production, { PAYMENTS_PROVIDER: 'acme-cards' as never })).toThrow(
      /Invalid configuration:\n {2}PAYMENTS_WEBHOOK_SECRET: .*acme-cards/,
    );
  });
});

describe('flood guard budgets', () => {
  it('default per session, and per address as multiples of it', () => {
    const defaults = loadConfig({});
    expect(defaults.RATE_LIMIT_PER_MINUTE).toBe(1200);
    expect(defaults.RATE_LIMIT_ANONYMOUS_PER_MINUTE).toBe(3600);
    expect(defaults.RATE_LIMIT_CREDENTIALS_PER_MINUTE).toBe(120);
    const scaled = loadConfig({ RATE_LIMIT_PER_MINUTE: '10000' });
    expect(scaled.RATE_LIMIT_ANONYMOUS_PER_MINUTE).toBe(30_000);
    expect(scaled.RATE_LIMIT_CREDENTIALS_PER_MINUTE).toBe(1000);
    const own = loadConfig({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '50', RATE_LIMIT_CREDENTIALS_PER_MINUTE: '7' });
    expect([own.RATE_LIMIT_ANONYMOUS_PER_MINUTE, own.RATE_LIMIT_CREDENTIALS_PER_MINUTE]).toEqual([50, 7]);
  });
});

describe('the national post provider', () => {
  const base = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', PAYMENTS_WEBHOOK_SECRET: 'whsec_ours' };

  it('offers the real Ukrposhta only with every credential of the contract, and names the missing ones', () => {
    const [problem, ...more] = configProblems({
      ...base,
      NATIONAL_POST_PROVIDER: 'ukrposhta',
      UKRPOSHTA_ECOM_BEARER: 'bearer',
      UKRPOSHTA_TRACKING_BEARER: undefined,
      UKRPOSHTA_COUNTERPARTY_TOKEN: undefined,
    });
    expect(more).toEqual([]);
    expect(problem).toContain('UKRPOSHTA_TRACKING_BEARER, UKRPOSHTA_COUNTERPARTY_TOKEN');
    expect(() => loadConfig({ NATIONAL_POST_PROVIDER: 'ukrposhta' })).toThrow(/UKRPOSHTA_ECOM_BEARER/);
  });

  it('needs nothing for the sandbox, and takes Ukrposhta once all four are set', () => {
    expect(loadConfig({}).NATIONAL_POST_PROVIDER).toBe('sandbox');
    const settings = {
      NATIONAL_POST_PROVIDER: 'ukrposhta',
      UKRPOSHTA_ECOM_BEARER: 'e',
      UKRPOSHTA_TRACKING_BEARER: 't',
      UKRPOSHTA_COUNTERPARTY_TOKEN: 'c',
    };
    expect(() => loadConfig(settings)).toThrow(/UKRPOSHTA_COUNTERPARTY_UUID/);
    const real = loadConfig({ ...settings, UKRPOSHTA_COUNTERPARTY_UUID: '0f4e8a7c-52a3-4b1e-9c1d-3f2a6b7c8d9e' });
    expect(real.UKRPOSHTA_ECOM_URL).toBe('https://www.ukrposhta.ua/ecom/0.0.1');
  });
});

describe('a live marketplace', () => {
  const etsy = { ETSY_PROVIDER: 'live', ETSY_KEYSTRING: 'keystring', ETSY_SHARED_SECRET: 'shared' };

  it('needs every credential the marketplace issues, and names the missing ones', () => {
    expect(() => loadConfig({ ETSY_PROVIDER: 'live', ETSY_KEYSTRING: 'k' })).toThrow(
      /ETSY_PROVIDER: live needs ETSY_SHARED_SECRET/,
    );
  });

  it("refuses to seal a live marketplace's tokens under the published development key", () => {
    expect(() => loadConfig(etsy)).toThrow(/SECRETS_KEY: .*published development key/);
    const own = loadConfig({ ...etsy, SECRETS_KEY: 'k'.repeat(40) });
    expect(own.ETSY_PROVIDER).toBe('live');
    expect(loadConfig({}).ETSY_PROVIDER).toBe('sandbox');
  });

  it('takes no key shorter than 32 characters', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });
});
