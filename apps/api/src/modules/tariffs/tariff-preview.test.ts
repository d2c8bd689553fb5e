import { describe, expect, it } from 'vitest';
import { bandChanges, samplePrices, sameTable, sampleWeights } from './tariff-preview.ts';

const before = [
  { up_to_g: 500, base: 600, per_100g: 90 },
  { up_to_g: 2000, base: 1050, per_100g: 80 },
];
const after = [
  { up_to_g: 500, base: 720, per_100g: 108 },
  { up_to_g: 5000, base: 1260, per_100g: 96 },
];

describe('a tariff preview', () => {
  it('lines the bands up by where each ends', () => {
    expect(bandChanges(before, after)).toEqual([
      { up_to_g: 500, before: { base: 600, per_100g: 90 }, after: { base: 720, per_100g: 108 } },
      { up_to_g: 2000, before: { base: 1050, per_100g: 80 }, after: null },
      { up_to_g: 5000, before: null, after: { base: 1260, per_100g: 96 } },
    ]);
  });

  it('prices the sample weights either table reaches, null where one has no rate', () => {
    expect(samplePrices(before, after)).toEqual([
      { weight_g: 500, before: 600 + 5 * 90, after: 720 + 5 * 108 },
      { weight_g: 1000, before: 1050 + 5 * 80, after: 1260 + 5 * 96 },
      { weight_g: 2000, before: 1050 + 15 * 80, after: 1260 + 15 * 96 },
      { weight_g: 5000, before: null, after: 1260 + 45 * 96 },
    ]);
  });

  it('samples the end of every band the change touches, where no standard weight falls', () => {
    const table = [
      { up_to_g: 250, base: 650, per_100g: 90 },
      { up_to_g: 2000, base: 920, per_100g: 83 },
    ];
    const raised = [{ ...table[0]!, base: 780 }, table[1]!];
    expect(sampleWeights(table, raised)).toEqual([250, 500, 1000, 2000]);
    expect(samplePrices(table, raised)[0]).toEqual({ weight_g: 250, before: 650 + 3 * 90, after: 780 + 3 * 90 });
  });

  it('samples a table lighter than every sample weight at its bands’ ends', () => {
    expect(sampleWeights([{ up_to_g: 50, base: 250, per_100g: 0 }], [{ up_to_g: 50, base: 300, per_100g: 0 }])).toEqual(
      [50],
    );
    expect(sampleWeights([], [])).toEqual([]);
  });

  it('tells an unchanged table', () => {
    expect(
      sameTable({ days_min: 1, days_max: 2, bands: before }, { days_min: 1, days_max: 2, bands: [...before] }),
    ).toBe(true);
    expect(sameTable({ days_min: 1, days_max: 2, bands: before }, { days_min: 1, days_max: 3, bands: before })).toBe(
      false,
    );
    expect(sameTable({ days_min: 1, days_max: 2, bands: before }, { days_min: 1, days_max: 2, bands: after })).toBe(
      false,
    );
  });
});
