import { describe, expect, it } from 'vitest';
import { calculateStorage, chargeAmount, presentStorage, type DailyRow } from './storage-calculator.ts';
import type { GroupTariff } from './storage-groups.ts';
import { eachDay } from './storage-period.ts';

const groups: GroupTariff[] = [
  {
    code: 'small',
    max_side_cm: 30,
    max_volume_cm3: 5000,
    price_millicents_per_day: 500,
    discounts: [{ max_turnover: 1, percent: 20 }],
  },
  { code: 'big', max_side_cm: null, max_volume_cm3: null, price_millicents_per_day: 2_000, discounts: [] },
];
const period = { from: '2026-11-01', to: '2026-11-30', days: 30 };
const days = eachDay(period.from, period.to);
const products = [
  { product_id: 1, sku: 'MUG', title: 'Mug', title_uk: 'Mug (uk)', length_mm: 100, width_mm: 100, height_mm: 100 },
  { product_id: 2, sku: 'SOCK', title: 'Socks', title_uk: 'Socks (uk)', length_mm: 200, width_mm: 100, height_mm: 20 },
  {
    product_id: 3,
    sku: 'CHAIR',
    title: 'Chair',
    title_uk: 'Chair (uk)',
    length_mm: null,
    width_mm: null,
    height_mm: null,
  },
  {
    product_id: 4,
    sku: 'GONE',
    title: 'Sold out long ago',
    title_uk: 'Sold out long ago (uk)',
    length_mm: 10,
    width_mm: 10,
    height_mm: 10,
  },
];

describe('the storage calculator', () => {
  it('matches a hand-computed month', () => {
    const rows: DailyRow[] = [
      // Mug: 10 units for 15 days, then 5 left (5 shipped on the 16th): 150 + 75 = 225 unit-days.
      ...days.map((day, i) => ({ product_id: 1, day, quantity: i < 15 ? 10 : 5, outflow: i === 15 ? 5 : 0 })),
      // Socks: 20 units all month, 10 shipped on the 30th and 10 more arrived: 600 unit-days, outflow 10.
      ...days.map((day, i) => ({ product_id: 2, day, quantity: 20, outflow: i === 29 ? 10 : 0 })),
      // Chair (no dimensions → big): 2 units for the last 10 days: 20 unit-days, no outflow.
      ...days.slice(20).map((day) => ({ product_id: 3, day, quantity: 2, outflow: 0 })),
      // Out of the period: ignored.
      { product_id: 4, day: '2026-10-31', quantity: 7, outflow: 0 },
    ];
    const breakdown = calculateStorage(groups, products, rows, period);
    const [small, big] = breakdown.groups;
    // small: 825 unit-days × 500 mc = 412,500 mc = $4.125 → 413 ¢; turnover 825/30/15 = 1.83 → no discount.
    expect(small).toMatchObject({ sku_count: 2, current_quantity: 25, unit_days: 825, outflow: 15, storage_cost: 413 });
    expect(small).toMatchObject({ cost_per_item: 15, discount_percent: 0, discount: 0, cost_with_discount: 413 });
    // big: 20 × 2000 mc = 40,000 mc = 40 ¢; no outflow → no discount.
    expect(big).toMatchObject({ sku_count: 1, current_quantity: 2, unit_days: 20, outflow: 0, storage_cost: 40 });
    expect(breakdown.products.map((p) => [p.sku, p.group, p.unit_days, p.storage_cost])).toEqual([
      ['MUG', 'small', 225, 113],
      ['SOCK', 'small', 600, 300],
      ['CHAIR', 'big', 20, 40],
    ]);
    expect(chargeAmount(breakdown)).toBe(453);

    const shown = presentStorage(breakdown);
    expect(shown.groups[0]).toMatchObject({
      max_volume_l: 5,
      average_balance: '27.50',
      turnover_rate: '1.83',
      cost_per_item: { amount: '0.15' },
      storage_cost: { amount: '4.13' },
    });
    expect(shown.groups[1]).toMatchObject({ average_balance: '0.67', turnover_rate: null, max_volume_l: null });
    expect(shown.totals).toMatchObject({
      sku_count: 3,
      current_quantity: 27,
      average_balance: '28.17',
      outflow: 15,
      turnover_rate: '1.88',
      cost_with_discount: { amount: '4.53' },
    });
  });

  it('gives the tier discount to a fast-moving group', () => {
    // 6 units a day on average and 30 shipped: turnover 0.2 ≤ 1 → 20 % off 180 unit-days × 500 mc = 90 ¢.
    const rows = days.map((day) => ({ product_id: 1, day, quantity: 6, outflow: 1 }));
    const [small] = calculateStorage(groups, products, rows, period).groups;
    expect(small).toMatchObject({ storage_cost: 90, discount_percent: 20, discount: 18, cost_with_discount: 72 });
  });

  it('shows empty groups with zero figures', () => {
    const shown = presentStorage(calculateStorage(groups, products, [], period));
    expect(shown.totals).toMatchObject({ sku_count: 0, average_balance: '0.00', turnover_rate: null });
    expect(shown.groups.map((g) => g.storage_cost.amount)).toEqual(['0.00', '0.00']);
  });
});
