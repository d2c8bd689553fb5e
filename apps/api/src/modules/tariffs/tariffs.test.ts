import { describe, expect, it } from 'vitest';
import { deliveryTypes, tariffZones } from '@cabinet/contracts/tariffs';
import { defaultBands, defaultDays } from './default-tariffs.ts';
import type { QuoteInput } from '../../providers/carriers/carriers.ts';
import { quoteFromTables, type TableRow } from './quote.ts';
import { bandPrice, chargeableGrams, volumetricGrams } from './tariff-math.ts';
import { zoneOf } from './zones.ts';

const box = (weight_g: number, l: number, w: number, h: number) => ({
  weight_g,
  length_mm: l * 10,
  width_mm: w * 10,
  height_mm: h * 10,
});

describe('chargeable weight', () => {
  it('is the larger of the actual and the volumetric weight (L×W×H/5000, cm → kg)', () => {
    expect(volumetricGrams(box(0, 30, 20, 10))).toBe(1200);
    expect(chargeableGrams(box(500, 30, 20, 10))).toBe(1200);
    expect(chargeableGrams(box(2500, 30, 20, 10))).toBe(2500);
  });

  it('rounds the volumetric weight up to a whole gram', () => {
    expect(volumetricGrams({ length_mm: 101, width_mm: 101, height_mm: 101 })).toBe(207); // 1030301 / 5000 = 206.06
  });
});

describe('weight bands', () => {
  const bands = [
    { up_to_g: 500, base: 1000, per_100g: 100 },
    { up_to_g: 2000, base: 1500, per_100g: 50 },
  ];

  it('charges the band base plus each started 100 g above the band start', () => {
    expect(bandPrice(bands, 1)).toBe(1100);
    expect(bandPrice(bands, 100)).toBe(1100);
    expect(bandPrice(bands, 101)).toBe(1200);
    expect(bandPrice(bands, 500)).toBe(1500);
    expect(bandPrice(bands, 501)).toBe(1550);
    expect(bandPrice(bands, 2000)).toBe(1500 + 15 * 50);
  });

  it('has no price above the last band or with no bands', () => {
    expect(bandPrice(bands, 2001)).toBeNull();
    expect(bandPrice([], 1)).toBeNull();
  });

  it('default tables are ascending and continuous at band edges', () => {
    for (const type of deliveryTypes) {
      for (const zone of tariffZones) {
        const t = defaultBands(type, zone);
        const [min, max] = defaultDays(type, zone);
        expect(min).toBeLessThanOrEqual(max);
        t.forEach((band, i) => {
          if (i === 0) return;
          expect(band.up_to_g).toBeGreaterThan(t[i - 1]!.up_to_g);
          expect(band.base).toBe(bandPrice(t, t[i - 1]!.up_to_g));
        });
      }
    }
    expect(defaultBands('postcard', 'eu_uk')).toEqual([]);
    expect(defaultBands('express', 'us').at(-1)!.up_to_g).toBe(1000);
  });
});

describe('zones', () => {
  it('maps destinations from Ukraine, and the US domestic route', () => {
    expect(zoneOf('UA', 'US')).toBe('us');
    expect(zoneOf('UA', 'PR')).toBe('us');
    expect(zoneOf('UA', 'CA')).toBe('ca');
    expect(zoneOf('UA', 'DE')).toBe('eu_uk');
    expect(zoneOf('UA', 'GB')).toBe('eu_uk');
    expect(zoneOf('UA', 'NO')).toBe('europe');
    expect(zoneOf('UA', 'JP')).toBe('world');
    expect(zoneOf('US', 'US')).toBe('us_domestic');
    expect(zoneOf('UA', 'UA')).toBeNull();
    expect(zoneOf('UA', 'RU')).toBeNull();
    expect(zoneOf('DE', 'US')).toBeNull();
  });
});

describe('quote rules', () => {
  const tables: TableRow[] = deliveryTypes.flatMap((delivery_type) =>
    tariffZones.map((zone) => {
      const [days_min, days_max] = defaultDays(delivery_type, zone);
      return { delivery_type, zone, days_min, days_max, bands: defaultBands(delivery_type, zone) };
    }),
  );
  const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
    from_country: 'UA',
    to_country: 'US',
    to_state: 'NY',
    parcel: box(1200, 30, 20, 10),
    ...over,
  });
  const reason = (q: ReturnType<typeof quoteFromTables>, type: string) =>
    q.excluded.find((e) => e.delivery_type === type)?.reason;

  it('prices every applicable type, cheapest first', () => {
    const q = quoteFromTables(tables, input());
    expect(q.rates.length).toBeGreaterThan(5);
    const prices = q.rates.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(q.rates.every((r) => r.chargeable_weight_g === 1200)).toBe(true);
  });

  it('express: up to 1 kg (actual and volumetric) and a box of at least 15 × 21 cm', () => {
    expect(reason(quoteFromTables(tables, input()), 'express')).toBe('express_over_weight');
    expect(reason(quoteFromTables(tables, input({ parcel: box(1200, 25, 20, 2) })), 'express')).toBe(
      'express_over_weight',
    );
    expect(reason(quoteFromTables(tables, input({ parcel: box(500, 20, 15, 5) })), 'express')).toBe(
      'express_box_too_small',
    );
    expect(reason(quoteFromTables(tables, input({ parcel: box(500, 21, 14, 5) })), 'express')).toBe(
      'express_box_too_small',
    );
    const ok = quoteFromTables(tables, input({ parcel: box(800, 15, 21, 5) }));
    expect(ok.rates.map((r) => r.delivery_type)).toContain('express');
  });

  it('postcard: only to the US, not Hawaii or Puerto Rico', () => {
    const card = box(20, 15, 10, 1);
    expect(quoteFromTables(tables, input({ parcel: card })).rates.map((r) => r.delivery_type)).toContain('postcard');
    expect(reason(quoteFromTables(tables, input({ parcel: card, to_state: 'HI' })), 'postcard')).toBe(
      'postcard_us_only',
    );
    expect(reason(quoteFromTables(tables, input({ parcel: card, to_country: 'PR', to_state: null })), 'postcard')).toBe(
      'postcard_us_only',
    );
    expect(reason(quoteFromTables(tables, input({ parcel: card, to_country: 'DE' })), 'postcard')).toBe('not_offered');
  });

  it('a type above its last band is left out; a route we do not serve has nothing', () => {
    expect(reason(quoteFromTables(tables, input({ parcel: box(3000, 10, 10, 10) })), 'small_pack')).toBe(
      'over_max_weight',
    );
    const none = quoteFromTables(tables, input({ to_country: 'RU', to_state: null }));
    expect(none.zone).toBeNull();
    expect(none.rates).toEqual([]);
  });

  it('a single requested type', () => {
    const q = quoteFromTables(tables, input({ delivery_type: 'air' }));
    expect(q.rates.map((r) => r.delivery_type)).toEqual(['air']);
    expect(q.excluded).toEqual([]);
  });
});
