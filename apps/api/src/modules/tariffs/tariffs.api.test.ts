import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffVersionsApi } from '@cabinet/contracts/tariff-versions';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { changeTariff, today } from './tariffs.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const parcel: Body = {
  from_country: 'UA',
  to_country: 'US',
  to_state: 'NY',
  weight_kg: 1.2,
  length_cm: 30,
  width_cm: 20,
  height_cm: 10,
};
const calc = (payload: Body, lang?: string) => t.call(tariffsApi.calculate, { payload, lang });
const types = (res: { json: () => { rates: Array<{ delivery_type: string }> } }) =>
  res.json().rates.map((r) => r.delivery_type);

describe('POST /calculator', () => {
  it('quotes every applicable type to an anonymous visitor, cheapest first, with the notes', async () => {
    const res = await calc(parcel);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ zone: 'us', actual_weight_g: 1200, volumetric_weight_g: 1200, sandbox: true });
    expect(body.notes).toEqual(['consolidation_saves_customs', 'low_duty_threshold']);
    expect(types(res)).toEqual(expect.arrayContaining(['air', 'ground_combined', 'courier', 'sales_of_goods']));
    expect(types(res)).not.toContain('express');
    expect(body.excluded).toContainEqual({ delivery_type: 'express', reason: 'express_over_weight' });
    const amounts = body.rates.map((r: { price: { amount: string } }) => Number(r.price.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(body.rates[0]).toMatchObject({
      price: { currency: 'USD', currency_sign_pre: true },
      chargeable_weight_g: 1200,
      uid: expect.stringMatching(/^calc:[a-z_]+:UA-US\.NY:1200g:300x200x100mm$/),
    });
    expect(body.rates[0].delivery_days.min).toBeLessThanOrEqual(body.rates[0].delivery_days.max);
  });

  it('uses the volumetric weight when it is larger', async () => {
    const res = await calc({ ...parcel, weight_kg: 0.3, length_cm: 40, width_cm: 30, height_cm: 20 });
    expect(res.json()).toMatchObject({ actual_weight_g: 300, volumetric_weight_g: 4800, chargeable_weight_g: 4800 });
  });

  it('express is quoted for a light parcel in a big enough box, and refused in a smaller one', async () => {
    const ok = await calc({
      ...parcel,
      weight_kg: 0.8,
      length_cm: 21,
      width_cm: 15,
      height_cm: 3,
      delivery_type: 'express',
    });
    expect(types(ok)).toEqual(['express']);
    const small = await calc({
      ...parcel,
      weight_kg: 0.8,
      length_cm: 20,
      width_cm: 15,
      height_cm: 3,
      delivery_type: 'express',
    });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      code: 'no_rates_found',
      excluded: [{ delivery_type: 'express', reason: 'express_box_too_small' }],
    });
  });

  it('a postcard goes to the mainland US but not to Hawaii or Puerto Rico', async () => {
    const card = { ...parcel, weight_kg: 0.02, length_cm: 15, width_cm: 10, height_cm: 0.5, delivery_type: 'postcard' };
    expect(types(await calc(card))).toEqual(['postcard']);
    for (const to of [{ to_state: 'HI' }, { to_state: 'PR' }]) {
      const res = await calc({ ...card, ...to });
      expect(res.statusCode).toBe(422);
      expect(res.json().excluded).toEqual([{ delivery_type: 'postcard', reason: 'postcard_us_only' }]);
    }
    const pr = await calc({ ...card, to_country: 'PR', to_state: undefined });
    expect(pr.json().excluded).toEqual([{ delivery_type: 'postcard', reason: 'postcard_us_only' }]);
  });

  it('"No rates found" in three languages when nothing applies', async () => {
    const heavy = {
      ...parcel,
      to_country: 'DE',
      to_state: undefined,
      weight_kg: 70,
      length_cm: 10,
      width_cm: 10,
      height_cm: 10,
    };
    const ok = await calc(heavy);
    expect(types(ok)).toEqual(['bulky']);
    const messages: Record<string, string> = {
      en: 'No rates found',
      ua: 'Тарифів не знайдено',
      ru: 'Тарифы не найдены',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await calc({ ...parcel, to_country: 'RU', to_state: undefined }, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'no_rates_found', message });
    }
    const domesticUa = await calc({ ...parcel, to_country: 'UA', to_state: undefined });
    expect(domesticUa.json().code).toBe('no_rates_found');
  });

  it('the US domestic route has no customs notes; Japan gets only the consolidation one', async () => {
    const us = await calc({ ...parcel, from_country: 'US' });
    expect(us.json()).toMatchObject({ zone: 'us_domestic', notes: [] });
    const jp = await calc({ ...parcel, to_country: 'JP', to_state: undefined });
    expect(jp.json()).toMatchObject({ zone: 'world', notes: ['consolidation_saves_customs'] });
  });

  it('rejects bad input with 400 in the caller language', async () => {
    const res = await calc({ ...parcel, weight_kg: -1, length_cm: 'x', to_country: 'USA', extra: 1 }, 'ua');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['weight_kg', 'length_cm', 'to_country', 'extra']));
    expect(body.errors.to_country).toEqual(['Вкажіть дволітерний код країни']);
    const grams = await calc({ ...parcel, weight_kg: 1.2345 }, 'ru');
    expect(grams.json().errors.weight_kg).toEqual(['Укажите вес в килограммах, не более трёх знаков после запятой']);
    const noState = await calc({ ...parcel, to_state: undefined }, 'en');
    expect(noState.statusCode).toBe(400);
    expect(noState.json().errors).toEqual({ to_state: ['Required field'] });
    const badState = await calc({ ...parcel, to_state: 'ZZ' }, 'en');
    expect(badState.json().errors).toEqual({ to_state: ['Choose a state from the list'] });
    const badType = await calc({ ...parcel, delivery_type: 'teleport' });
    expect(Object.keys(badType.json().errors)).toEqual(['delivery_type']);
  });
});

describe('/ops/tariffs', () => {
  const params = { delivery_type: 'air', zone: 'us' } as const;
  const table = {
    days_min: 5,
    days_max: 9,
    bands: [
      { up_to_g: 1000, base: '10.00', per_100g: '1.00' },
      { up_to_g: 5000, base: '20.00', per_100g: '0.50' },
    ],
  };
  const body = { ...table, effective_date: '2026-01-01', expected_version_id: 1 };

  it('is for operators only', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(tariffsApi.tables)).statusCode).toBe(401);
    expect((await t.call(tariffsApi.tables, { token })).statusCode).toBe(403);
    expect((await t.call(tariffVersionsApi.save, { params, token, body })).statusCode).toBe(403);
    expect((await t.call(tariffVersionsApi.save, { params, body })).statusCode).toBe(401);
  });

  it('lists the seeded tables in force and shows one', async () => {
    const all = await t.call(tariffsApi.tables, { token: op });
    expect(all.statusCode).toBe(200);
    expect(all.json().tables).toHaveLength(11 * 6);
    const one = await t.call(tariffsApi.table, { params: { delivery_type: 'postcard', zone: 'us' }, token: op });
    expect(one.json()).toMatchObject({
      delivery_type: 'postcard',
      zone: 'us',
      bands: [{ up_to_g: 50, base: '2.50' }],
      version_id: expect.any(Number),
      effective_from: null,
      updated_at: null,
      next_change: null,
    });
    const none = await t.call(tariffsApi.table, { params: { delivery_type: 'air', zone: 'mars' }, token: op });
    expect(none.statusCode).toBe(400);
  });

  it('a table changed today prices the next quote; an emptied one takes the type away', async () => {
    t.clock.advance(60_000);
    const saved = await changeTariff(t, op, params, table);
    expect(saved).toMatchObject({ ...table, state: 'in_force', effective_from: t.clock.now().toISOString() });
    expect((await t.call(tariffsApi.table, { params, token: op })).json()).toMatchObject({
      ...table,
      version_id: saved.id,
      updated_at: expect.any(String),
    });
    const quote = (await calc({ ...parcel, delivery_type: 'air' })).json();
    // 1200 g: band 2 starts at 1000 g → 20.00 + 2 × 0.50
    expect(quote.rates[0]).toMatchObject({ price: { amount: '21.00' }, delivery_days: { min: 5, max: 9 } });
    t.clock.advance(60_000);
    await changeTariff(t, op, params, { ...table, bands: [] });
    const gone = await calc({ ...parcel, delivery_type: 'air' });
    expect(gone.json().excluded).toEqual([{ delivery_type: 'air', reason: 'not_offered' }]);
  });

  it('rejects a bad table with 400 and keeps the old one', async () => {
    const gift = { delivery_type: 'gift', zone: 'ca' } as const;
    t.clock.advance(60_000);
    await changeTariff(t, op, gift, table);
    const { version_id } = (await t.call(tariffsApi.table, { params: gift, token: op })).json();
    const bad = await t.call(tariffVersionsApi.save, {
      params: gift,
      token: op,
      lang: 'en',
      body: {
        days_min: 9,
        days_max: 5,
        bands: [
          { up_to_g: 1000, base: '10.001', per_100g: '1' },
          { up_to_g: 900, base: '1', per_100g: '1' },
        ],
        effective_date: today(t),
        expected_version_id: version_id,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      days_max: ['The longest delivery time cannot be shorter than the shortest'],
      'bands.0.base': ['Enter an amount with at most two decimal places'],
      'bands.1.up_to_g': ['Each weight band must end above the previous one'],
    });
    const kept = await t.call(tariffsApi.table, { params: gift, token: op });
    expect(kept.json()).toMatchObject({ ...table, version_id });
  });
});
