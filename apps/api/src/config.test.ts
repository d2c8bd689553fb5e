import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { configProblems, loadConfig } from './config.ts';
import { keyWeakness } from './platform/secrets/key-strength.ts';
import { DEVELOPMENT_SECRETS_KEY } from './providers/marketplaces/marketplaces.config.ts';

describe('the payments provider', () => {
  const processor = { PAYMENTS_API_URL: 'https://api.processor.example', PAYMENTS_API_KEY: 'sk_live_ours' };
  const withProvider = (PAYMENTS_PROVIDER: string, PAYMENTS_WEBHOOK_SECRET?: string, settings = processor) =>
    configProblems({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER,
      ...settings,
      PAYMENTS_WEBHOOK_SECRET,
      NATIONAL_POST_PROVIDER: 'sandbox',
    });

  it('stops a server with a real payments provider and no secret of its own, and says why', () => {
    const [problem, ...more] = withProvider('live');
    expect(more).toEqual([]);
    expect(problem).toContain('PAYMENTS_WEBHOOK_SECRET');
    expect(problem).toContain('live');
    expect(problem).toMatch(/forge/);
    expect(withProvider('live', 'whsec_a-secret-of-our-own')).toEqual([]);
  });

  it("needs the live processor's address and key, and names the missing ones", () => {
    const [problem, ...more] = withProvider('live', 'whsec_a-secret-of-our-own', {
      ...processor,
      PAYMENTS_API_KEY: '',
    });
    expect(more).toEqual([]);
    expect(problem).toMatch(/^ {2}PAYMENTS_PROVIDER: live needs PAYMENTS_API_KEY \(/);
    expect(() =>
      loadConfig({ PAYMENTS_PROVIDER: 'live', PAYMENTS_WEBHOOK_SECRET: 'whsec_a-secret-of-our-own' }),
    ).toThrow(/PAYMENTS_API_URL, PAYMENTS_API_KEY/);
    const live = loadConfig({
      PAYMENTS_PROVIDER: 'live',
      PAYMENTS_WEBHOOK_SECRET: 'whsec_a-secret-of-our-own',
      ...processor,
    });
    expect(live.PAYMENTS_API_URL).toBe('https://api.processor.example');
  });

  it('has no default: the card sandbox uses a key and a secret its installation generates', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' };
    const config = loadConfig(production);
    expect([config.PAYMENTS_API_KEY, config.PAYMENTS_WEBHOOK_SECRET]).toEqual([undefined, undefined]);
    expect(withProvider('sandbox', undefined, {} as typeof processor)).toEqual([]);
    expect(() => loadConfig(production, { PAYMENTS_PROVIDER: 'live', ...processor })).toThrow(
      /Invalid configuration:\n {2}PAYMENTS_WEBHOOK_SECRET: .*live/,
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
  const OWN_KEY = 'Zq3v9Lk2xP0m7RwT4sYb8NcD1fGh6JaE';
  const etsy = { ETSY_PROVIDER: 'live', ETSY_KEYSTRING: 'keystring', ETSY_SHARED_SECRET: 'shared' };

  it('needs every credential the marketplace issues, and names the missing ones', () => {
    expect(() => loadConfig({ ETSY_PROVIDER: 'live', ETSY_KEYSTRING: 'k' })).toThrow(
      /ETSY_PROVIDER: live needs ETSY_SHARED_SECRET/,
    );
  });

  it("refuses to seal a live marketplace's tokens under the published development key", () => {
    expect(() => loadConfig(etsy)).toThrow(/SECRETS_KEY: .*published development key/);
    const own = loadConfig({ ...etsy, SECRETS_KEY: OWN_KEY });
    expect(own.ETSY_PROVIDER).toBe('live');
    expect(loadConfig({}).ETSY_PROVIDER).toBe('sandbox');
  });

  it('refuses the published development key as the previous key too', () => {
    expect(() => loadConfig({ ...etsy, SECRETS_KEY: OWN_KEY, SECRETS_KEY_PREVIOUS: DEVELOPMENT_SECRETS_KEY })).toThrow(
      /SECRETS_KEY_PREVIOUS: .*published development key/,
    );
    // Rotating away from it in development is fine: nothing real was sealed under it.
    expect(loadConfig({ SECRETS_KEY: OWN_KEY, SECRETS_KEY_PREVIOUS: DEVELOPMENT_SECRETS_KEY }).SECRETS_KEY).toBe(
      OWN_KEY,
    );
  });

  it.each([
    ['one letter repeated', 'k'.repeat(32)],
    ['two letters', 'ab'.repeat(20)],
    ['one short piece repeated', 'abcdefghij'.repeat(4)],
    ['a few characters, mostly one', `${'a'.repeat(30)}bcdefghijkl`],
  ])('refuses a guessable key for either setting when live: %s', (_, weak) => {
    expect(() => loadConfig({ ...etsy, SECRETS_KEY: weak })).toThrow(/SECRETS_KEY: the key /);
    expect(() => loadConfig({ ...etsy, SECRETS_KEY: OWN_KEY, SECRETS_KEY_PREVIOUS: weak })).toThrow(
      /SECRETS_KEY_PREVIOUS: the key /,
    );
  });

  it('takes random keys in the usual alphabets', () => {
    for (let i = 0; i < 50; i++) {
      for (const key of [randomBytes(16).toString('hex'), randomBytes(24).toString('base64')]) {
        expect(keyWeakness(key), key).toBeNull();
      }
    }
    expect(keyWeakness('correct horse battery staple, kyiv 2026')).toBeNull();
  });

  it('takes no key shorter than 32 characters', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });
});

describe('the card issuer, the wallet provider and the carrier', () => {
  it('default to their sandboxes, which need no setting', () => {
    const config = loadConfig({});
    expect([config.CARD_ISSUER_PROVIDER, config.WALLET_PROVIDER, config.CARRIERS_PROVIDER]).toEqual([
      'sandbox',
      'sandbox',
      'sandbox',
    ]);
  });

  it('live, each needs the address and the key its provider issued, and names the missing ones', () => {
    expect(() => loadConfig({ CARD_ISSUER_PROVIDER: 'live' })).toThrow(
      /CARD_ISSUER_PROVIDER: live needs CARD_ISSUER_API_URL, CARD_ISSUER_API_KEY/,
    );
    expect(() => loadConfig({ WALLET_PROVIDER: 'live', WALLET_API_URL: 'https://wallet.example' })).toThrow(
      /WALLET_PROVIDER: live needs WALLET_API_KEY \(/,
    );
    const live = loadConfig({
      CARRIERS_PROVIDER: 'live',
      CARRIERS_API_URL: 'https://carrier.example',
      CARRIERS_API_KEY: 'ck_live_issued',
    });
    expect(live.CARRIERS_API_URL).toBe('https://carrier.example');
  });
});
