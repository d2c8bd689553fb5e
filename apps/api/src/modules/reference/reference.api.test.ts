import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Option } from '@cabinet/contracts/common';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { referenceApi } from '@cabinet/contracts/reference';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import type { FxRatesProvider, RatesSnapshot } from '../../providers/fx-rates/fx-rates.ts';
import { fxRates } from './reference.schema.ts';

/** A provider the tests control: counts its calls and fails while `failing` is set. */
class StubFxRates implements FxRatesProvider {
  readonly name = 'sandbox';
  calls = 0;
  failing = false;

  async fetchRates(): Promise<RatesSnapshot> {
    this.calls += 1;
    if (this.failing) throw new Error('provider down');
    return {
      date: '2026-11-20',
      rates: [
        { currency: 'GBP', rate: '54.1234' },
        { currency: 'USD', rate: '41.5' },
        { currency: 'EUR', rate: '48.05' },
        { currency: 'UAH', rate: '1' },
      ],
    };
  }
}
const fx = new StubFxRates();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { fx });
});
afterAll(() => t.close());

const get = <const E extends EndpointDefinition>(e: E, options: CallOptions<E> = {}) => t.call(e, options);
const labelOf = (list: Option[], value: string) => list.find((o) => o.value === value)?.label;
const collated = (list: Option[], locale: string) =>
  [...list].sort((a, b) => new Intl.Collator(locale).compare(a.label, b.label));

describe('GET /api/info/countries/', () => {
  it('names every country in the requested language, sorted by name', async () => {
    const expected = {
      ua: ['Україна', 'США', 'uk'],
      ru: ['Украина', 'США', 'ru'],
      en: ['Ukraine', 'United States', 'en'],
    };
    for (const [lang, [ukraine, usa, locale]] of Object.entries(expected)) {
      const res = await get(referenceApi.countries, { query: { lang } });
      expect(res.statusCode, lang).toBe(200);
      const { countries } = res.json<{ countries: Option[] }>();
      expect(countries.length, lang).toBeGreaterThan(240);
      expect(labelOf(countries, 'UA'), lang).toBe(ukraine);
      expect(labelOf(countries, 'US'), lang).toBe(usa);
      expect(countries, lang).toEqual(collated(countries, locale!));
      expect(new Set(countries.map((c) => c.value)).size, lang).toBe(countries.length);
    }
  });

  it('sorts Ukrainian letters in Ukrainian alphabet order, not by code point', async () => {
    const { countries } = (await get(referenceApi.countries, { query: { lang: 'ua' } })).json<{
      countries: Option[];
    }>();
    const labels = countries.map((c) => c.label);
    // Code points put І (U+0406) before all of А–Я; the alphabet puts it after И.
    expect(labels.indexOf('Індія')).toBeGreaterThan(labels.indexOf('Зімбабве'));
    expect(labels.indexOf('Індія')).toBeLessThan(labels.indexOf('Йорданія'));
  });

  it('keeps Russia and Belarus in the general list', async () => {
    const { countries } = (await get(referenceApi.countries, { query: { lang: 'en' } })).json<{
      countries: Option[];
    }>();
    expect(labelOf(countries, 'RU')).toBe('Russia');
    expect(labelOf(countries, 'BY')).toBe('Belarus');
  });

  it('falls back to Accept-Language, then to the default language (ua)', async () => {
    const ru = (await get(referenceApi.countries, { lang: 'ru-RU,ru;q=0.9' })).json<{ countries: Option[] }>();
    expect(labelOf(ru.countries, 'UA')).toBe('Украина');
    const uk = (await get(referenceApi.countries, { lang: 'uk' })).json<{ countries: Option[] }>();
    expect(labelOf(uk.countries, 'UA')).toBe('Україна');
    const none = (await get(referenceApi.countries)).json<{ countries: Option[] }>();
    expect(labelOf(none.countries, 'UA')).toBe('Україна');
  });

  it('prefers ?lang= over Accept-Language and rejects an unknown language', async () => {
    const res = await get(referenceApi.countries, { query: { lang: 'en' }, lang: 'ru' });
    expect(labelOf(res.json<{ countries: Option[] }>().countries, 'UA')).toBe('Ukraine');
    const bad = await get(referenceApi.countries, { query: { lang: 'de' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('lang');
  });
});

describe('GET /api/shipping/get_countries', () => {
  it('lists the countries we ship to: the general list without Russia and Belarus', async () => {
    for (const lang of ['ua', 'ru', 'en']) {
      const all = (await get(referenceApi.countries, { query: { lang } })).json<{ countries: Option[] }>().countries;
      const res = await get(referenceApi.shippingCountries, { query: { lang } });
      expect(res.statusCode).toBe(200);
      const { countries } = res.json<{ countries: Option[] }>();
      expect(countries.map((c) => c.value)).not.toContain('RU');
      expect(countries.map((c) => c.value)).not.toContain('BY');
      expect(countries).toEqual(all.filter((c) => c.value !== 'RU' && c.value !== 'BY'));
    }
  });

  it('answers in the Accept-Language language without a token', async () => {
    const res = await get(referenceApi.shippingCountries, { lang: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(labelOf(res.json<{ countries: Option[] }>().countries, 'DE')).toBe('Germany');
  });
});

describe('GET /api/shipping/get_states/{country}', () => {
  it('lists the US states, DC and the inhabited territories by USPS code', async () => {
    const res = await get(referenceApi.states, { params: { country: 'US' }, query: { lang: 'en' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ country: string; states: Option[] }>();
    expect(body.country).toBe('US');
    expect(body.states).toHaveLength(56);
    expect(body.states).toContainEqual({ value: 'CA', label: 'California' });
    expect(body.states).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(body.states.map((s) => s.value)).toContain(code);
    expect(body.states).toEqual(collated(body.states, 'en'));
  });

  it('names the US states in Ukrainian and Russian', async () => {
    const ua = (await get(referenceApi.states, { params: { country: 'US' }, query: { lang: 'ua' } })).json<{
      states: Option[];
    }>().states;
    expect(labelOf(ua, 'CA')).toBe('Каліфорнія');
    expect(ua).toEqual(collated(ua, 'uk'));
    const ru = (await get(referenceApi.states, { params: { country: 'US' }, query: { lang: 'ru' } })).json<{
      states: Option[];
    }>().states;
    expect(labelOf(ru, 'CA')).toBe('Калифорния');
  });

  it('lists the 27 regions of Ukraine by ISO 3166-2 code', async () => {
    const res = await get(referenceApi.states, { params: { country: 'UA' }, lang: 'uk' });
    expect(res.statusCode).toBe(200);
    const { country, states } = res.json<{ country: string; states: Option[] }>();
    expect(country).toBe('UA');
    expect(states).toHaveLength(27);
    expect(states).toContainEqual({ value: 'UA-30', label: 'Київ' });
    expect(states).toContainEqual({ value: 'UA-32', label: 'Київська область' });
    expect(states).toContainEqual({ value: 'UA-12', label: 'Дніпропетровська область' });
    expect(states).toContainEqual({ value: 'UA-43', label: 'Автономна Республіка Крим' });
    expect(states.every((s) => /^UA-\d{2}$/.test(s.value))).toBe(true);
    const en = (await get(referenceApi.states, { params: { country: 'UA' }, query: { lang: 'en' } })).json<{
      states: Option[];
    }>().states;
    expect(labelOf(en, 'UA-12')).toBe('Dnipropetrovsk Oblast');
    const ru = (await get(referenceApi.states, { params: { country: 'UA' }, query: { lang: 'ru' } })).json<{
      states: Option[];
    }>().states;
    expect(labelOf(ru, 'UA-12')).toBe('Днепропетровская область');
  });

  it('accepts a lower-case code and answers with the upper-case one', async () => {
    const res = await get(referenceApi.states, { params: { country: 'us' }, query: { lang: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().country).toBe('US');
    expect(res.json().states).toHaveLength(56);
  });

  it('gives an empty list for a country without states', async () => {
    const res = await get(referenceApi.states, { params: { country: 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'DE', states: [] });
  });

  it('answers 404 unknown_country in the caller language for a code that is no country', async () => {
    const res = await get(referenceApi.states, { params: { country: 'ZZ' }, lang: 'uk' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'unknown_country', message: 'Невідома країна' });
    const en = await get(referenceApi.states, { params: { country: 'qq' }, lang: 'en' });
    expect(en.json()).toEqual({ code: 'unknown_country', message: 'Unknown country' });
  });

  it('answers 400 with field errors for a malformed code', async () => {
    for (const code of ['USA', 'U1', '1']) {
      const res = await get(referenceApi.states, { params: { country: code }, lang: 'en' });
      expect(res.statusCode, code).toBe(400);
      const body = res.json();
      expect(body.code, code).toBe('validation_error');
      expect(body.message, code).toBe('Check the correctness of entered data');
      expect(body.errors.country, code).toEqual(['Wrong format']);
    }
  });
});

describe('GET /api/info/rates', () => {
  // In order: the table starts empty, so the first call goes to the provider.
  it('answers 503 rates_unavailable when the provider fails and nothing is stored', async () => {
    fx.failing = true;
    const res = await get(referenceApi.rates, { lang: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'rates_unavailable', message: 'Failed to get rates' });
    expect(fx.calls).toBe(1);
    expect(await t.database.db.select().from(fxRates)).toEqual([]);
    fx.failing = false;
  });

  it('fetches the rates once, stores them and answers with four decimal strings', async () => {
    const callsBefore = fx.calls;
    const res = await get(referenceApi.rates);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ base: 'UAH', date: '2026-11-20', source: 'sandbox' });
    expect(body.rates).toEqual([
      { currency: 'USD', rate: '41.5000' },
      { currency: 'EUR', rate: '48.0500' },
      { currency: 'GBP', rate: '54.1234' },
      { currency: 'UAH', rate: '1.0000' },
    ]);
    expect(fx.calls).toBe(callsBefore + 1);
    expect(await t.database.db.select().from(fxRates)).toHaveLength(4);
  });

  it('reads the stored table on later calls without asking the provider', async () => {
    const callsBefore = fx.calls;
    await t.database.db.update(fxRates).set({ rate: '42.123456' }).where(eq(fxRates.currency, 'USD'));
    const res = await get(referenceApi.rates);
    expect(res.statusCode).toBe(200);
    expect(res.json().rates[0]).toEqual({ currency: 'USD', rate: '42.1235' });
    expect(fx.calls).toBe(callsBefore);
  });
});

describe('GET /api/info/client', () => {
  it('tells the web client the old cabinet, the addresses and which providers are sandboxes', async () => {
    const t2 = await createTestApp({
      OLD_CABINET_URL: 'https://old.example.com/',
      OLD_MARKET_URL: 'https://market.example.com/',
      OFFICE_ADDRESS: 'Kyiv office',
    });
    try {
      const res = await t2.call(referenceApi.clientInfo);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        old_cabinet_url: 'https://old.example.com/',
        old_market_url: 'https://market.example.com/',
        office_address: 'Kyiv office',
        warehouse_address: expect.stringContaining('Philadelphia'),
        sandbox: { mail: true, fx_rates: true },
        // Without SENTRY_WEB_DSN the browser reports to the sandbox collector, on its own origin.
        error_reporting: expect.objectContaining({
          tunnel: expect.stringMatching(/^\/api\/sandbox\/errors\/api\/2\/envelope\/\?sentry_key=[0-9a-f]{32}$/),
        }),
      });
    } finally {
      await t2.close();
    }
  });
});
