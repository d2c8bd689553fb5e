import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi } from '@cabinet/contracts/audit';
import { tariffVersionsApi } from '@cabinet/contracts/tariff-versions';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { createShipment, directBody, shipper } from '../shipments/shipments.test-kit.ts';
import { changeTariff, daysAhead, previewTariff, today } from './tariffs.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t, ['finance']);
});
afterAll(() => t.close());

const table = {
  days_min: 10,
  days_max: 18,
  bands: [
    { up_to_g: 250, base: '7.00', per_100g: '1.00' },
    { up_to_g: 2000, base: '10.00', per_100g: '0.90' },
    { up_to_g: 4000, base: '26.00', per_100g: '0.80' },
  ],
};
const current = (pair: object) => t.call(tariffsApi.table, { params: pair, token: op });
const history = async (pair: object) =>
  (await t.call(tariffVersionsApi.history, { params: pair, token: op })).json().versions;

describe('a tariff change: preview, confirmation, history', () => {
  it('previews band by band, with sample prices and the open parcels that keep their price, writing nothing', async () => {
    const pair = { delivery_type: 'small_pack', zone: 'us' } as const;
    const s = await shipper(t, '200.00', op);
    await createShipment(t, s.token, directBody(s));
    const before = (await current(pair)).json();
    const res = await previewTariff(t, op, pair, table);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      delivery_type: 'small_pack',
      zone: 'us',
      immediate: true,
      effective_from: t.clock.now().toISOString(),
      version_id: before.version_id,
      days: { before: { min: 10, max: 18 }, after: { min: 10, max: 18 } },
      open_parcels: 1,
      later_changes: [],
      changed: true,
    });
    // The default table ends its bands at 250, 500, 1000, 2000, 5000 g…; the proposal at 250, 2000 and 4000.
    expect(preview.bands[0]).toEqual({
      up_to_g: 250,
      before: { base: before.bands[0].base, per_100g: before.bands[0].per_100g },
      after: { base: '7.00', per_100g: '1.00' },
    });
    expect(preview.bands.find((b: { up_to_g: number }) => b.up_to_g === 500).after).toBeNull();
    expect(preview.bands.find((b: { up_to_g: number }) => b.up_to_g === 4000).before).toBeNull();
    // The standard weights, and the end of every band the change touches (250 g and 4000 g too).
    expect(preview.samples.map((x: { weight_g: number }) => x.weight_g)).toEqual([250, 500, 1000, 2000, 4000]);
    // 1000 g: band 2 starts at 250 g → 10.00 + 8 × 0.90
    const kilo = preview.samples.find((x: { weight_g: number }) => x.weight_g === 1000);
    expect(kilo).toMatchObject({ weight_g: 1000, after: { amount: '17.20' } });
    expect(kilo.before.amount).toBe('15.49');
    expect((await current(pair)).json()).toEqual(before);
  });

  it('confirms only the table previewed: a stale preview and a second confirmation are refused', async () => {
    const pair = { delivery_type: 'air', zone: 'ca' } as const;
    t.clock.advance(60_000);
    const { version_id } = (await previewTariff(t, op, pair, table)).json();
    const body = { ...table, effective_date: today(t), expected_version_id: version_id };
    const [a, b] = await Promise.all([
      t.call(tariffVersionsApi.save, { params: pair, token: op, body }),
      t.call(tariffVersionsApi.save, { params: pair, token: op, body }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('tariff_changed');
    expect((await history(pair)).filter((v: { state: string }) => v.state !== 'past')).toHaveLength(1);
  });

  it('dates a change today (at once) or a later Kyiv day (from midnight), never a past day', async () => {
    const pair = { delivery_type: 'gift', zone: 'eu_uk' } as const;
    const past = await previewTariff(t, op, pair, table, daysAhead(t, -1), 'en');
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ effective_date: ['Choose today or a later date'] });
    const far = await previewTariff(t, op, pair, table, daysAhead(t, 400), 'en');
    expect(far.json().errors).toEqual({ effective_date: ['Choose a date within a year from today'] });
    const day = daysAhead(t, 3);
    const later = (await previewTariff(t, op, pair, table, day)).json();
    expect(later.immediate).toBe(false);
    expect(new Date(later.effective_from).toLocaleString('en-GB', { timeZone: 'Europe/Kyiv' })).toBe(
      `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}, 00:00:00`,
    );
  });

  it('keeps who changed what and when, before and after; a scheduled change can be cancelled until it takes effect', async () => {
    const pair = { delivery_type: 'courier', zone: 'world' } as const;
    const first = (await current(pair)).json();
    t.clock.advance(60_000);
    const now = await changeTariff(t, op, pair, table);
    const next = { ...table, days_min: 12 };
    const scheduled = await changeTariff(t, op, pair, next, daysAhead(t, 2));
    expect((await previewTariff(t, op, pair, table)).json().later_changes).toEqual([scheduled.effective_from]);

    const versions = await history(pair);
    expect(versions.map((v: { id: number; state: string }) => [v.id, v.state])).toEqual([
      [scheduled.id, 'scheduled'],
      [now.id, 'in_force'],
      [first.version_id, 'past'],
    ]);
    expect(versions[1]).toMatchObject({
      ...table,
      created_by: { email: expect.stringMatching(/^operator-/) },
      created_at: t.clock.now().toISOString(),
      before: { days_min: first.days_min, days_max: first.days_max, bands: first.bands },
    });
    expect(versions[0].before).toEqual(table);
    expect(versions[2]).toMatchObject({ effective_from: null, created_by: null, before: null });

    // The audit trail keeps the table before and after, from when, and the note as the reason.
    const admin = await signInOperator(t);
    const trail = async (action: string) =>
      (await t.call(auditApi.list, { token: admin, query: { action } })).json().events;
    const [confirmed] = await trail('tariff_version_scheduled');
    expect(confirmed).toMatchObject({
      object: { delivery_type: 'courier', zone: 'world' },
      before: { days: '10–18' },
      after: {
        days: '12–18',
        bands: '250 g: 7.00 + 1.00/100 g; 2000 g: 10.00 + 0.90/100 g; 4000 g: 26.00 + 0.80/100 g',
      },
    });

    const taken = await changeTariff(t, op, pair, table, daysAhead(t, 2)).catch((e: Error) => e.message);
    expect(taken).toMatch(/409.*tariff_date_taken/);

    const cancel = (id: number) => t.call(tariffVersionsApi.cancel, { params: { ...pair, id }, token: op });
    expect((await cancel(now.id)).json().code).toBe('tariff_version_not_scheduled');
    expect((await cancel(999_999)).statusCode).toBe(404);
    const cancelled = await cancel(scheduled.id);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancelled_by: { email: expect.any(String) } });
    expect((await trail('tariff_version_cancelled'))[0]).toMatchObject({
      object: { id: scheduled.id },
      after: { cancelled: true },
    });
    expect((await cancel(scheduled.id)).statusCode).toBe(409);
    // A change confirmed after it does not rewrite what the cancelled one would have replaced.
    t.clock.advance(60_000);
    await changeTariff(t, op, pair, next);
    expect((await history(pair)).find((v: { id: number }) => v.id === scheduled.id).before).toEqual(table);
    t.clock.advance(3 * 86_400_000);
    op = await signInOperator(t, ['finance']);
    expect((await current(pair)).json()).toMatchObject({ days_min: 12, next_change: null });
  });

  it('is refused to a warehouse clerk, who may still read the tables and their history', async () => {
    const clerk = await signInOperator(t, ['warehouse']);
    const pair = { delivery_type: 'air', zone: 'us' } as const;
    expect((await t.call(tariffVersionsApi.history, { params: pair, token: clerk })).statusCode).toBe(200);
    expect((await previewTariff(t, clerk, pair, table)).statusCode).toBe(403);
    const body = { ...table, effective_date: today(t), expected_version_id: 1 };
    expect((await t.call(tariffVersionsApi.save, { params: pair, token: clerk, body })).statusCode).toBe(403);
  });
});
