import type { StorageCalculation, StorageGroupRow } from '@cabinet/contracts/warehouse-storage';

export const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });

const group = (code: string, over: Partial<StorageGroupRow> = {}): StorageGroupRow => ({
  code,
  max_side_cm: 30,
  max_volume_l: 5,
  sku_count: 0,
  current_quantity: 0,
  average_balance: '0.00',
  outflow: 0,
  turnover_rate: null,
  cost_per_item: usd('0.15'),
  storage_cost: usd('0.00'),
  discount_percent: 0,
  discount: usd('0.00'),
  cost_with_discount: usd('0.00'),
  ...over,
});

/** The API's hand-computed month (storage.api.test.ts): a mug in the small group, two chairs oversize. */
export const calculation = (sample: boolean): StorageCalculation => ({
  as_of: '2026-11-30',
  period: { from: '2026-11-01', to: '2026-11-30', days: 30 },
  sample,
  groups: [
    group('small', {
      sku_count: 1,
      current_quantity: 5,
      average_balance: '7.33',
      outflow: 5,
      turnover_rate: '1.47',
      storage_cost: usd('1.10'),
      discount_percent: 5,
      discount: usd('0.06'),
      cost_with_discount: usd('1.04'),
    }),
    group('oversize', {
      max_side_cm: null,
      max_volume_l: null,
      sku_count: 1,
      current_quantity: 2,
      average_balance: '0.73',
      cost_per_item: usd('4.50'),
      storage_cost: usd('3.30'),
      cost_with_discount: usd('3.30'),
    }),
  ],
  totals: {
    sku_count: 2,
    current_quantity: 7,
    average_balance: '8.07',
    outflow: 5,
    turnover_rate: '1.61',
    storage_cost: usd('4.40'),
    discount: usd('0.06'),
    cost_with_discount: usd('4.34'),
  },
});
