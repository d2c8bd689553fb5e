import type { StorageGroupRow, StoragePeriod } from '@cabinet/contracts/warehouse-storage';
import { money } from '../../money/money-format.ts';
import { discountPercent, groupIndexOf, type Dimensions, type GroupTariff } from './storage-groups.ts';

/** A product in stock, with what the calculator shows of it. */
export interface StoredProduct extends Dimensions {
  product_id: number;
  sku: string;
  /** English and Ukrainian names: a charge shows the one of the reader's language. */
  title: string;
  title_uk: string;
}

/** A daily snapshot: units at the end of `day` and units that left that day. Missing days count as zero. */
export interface DailyRow {
  product_id: number;
  day: string;
  quantity: number;
  outflow: number;
}

/** Integer cents of the group totals, kept with a charge so its detail never changes when tariffs do. */
export interface GroupFigures {
  code: string;
  max_side_cm: number | null;
  max_volume_cm3: number | null;
  sku_count: number;
  current_quantity: number;
  unit_days: number;
  outflow: number;
  cost_per_item: number;
  storage_cost: number;
  discount_percent: number;
  discount: number;
  cost_with_discount: number;
}

export interface ProductFigures {
  product_id: number;
  sku: string;
  title: string;
  title_uk: string;
  group: string;
  unit_days: number;
  outflow: number;
  /** Cents, before the group's discount. */
  storage_cost: number;
}

export interface ChargeBreakdown {
  days: number;
  groups: GroupFigures[];
  products: ProductFigures[];
}

/** Millicents (1/1000 cent) to whole cents, half up. */
const toCents = (millicents: number) => Math.round(millicents / 1000);
/** a ÷ b with two decimals, as text ("1.25"), never through a float that prints 1.2499999. */
const ratio = (a: number, b: number) => {
  const hundredths = Math.round((a * 100) / b);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
};

/**
 * The storage of one account over a period (§3 Warehouse group, §9): each product goes to its group; per group
 * the SKUs with stock in the period, the units on the last day, the average daily balance (unit-days ÷ days),
 * the outflow, the turnover rate (average balance ÷ outflow), the cost (unit-days × the daily price) and the
 * discount of the group's turnover tier. Pure: the same rows always give the same figures.
 */
export function calculateStorage(
  groups: readonly GroupTariff[],
  products: readonly StoredProduct[],
  rows: readonly DailyRow[],
  period: StoragePeriod,
): ChargeBreakdown {
  const perProduct = new Map<number, { unit_days: number; outflow: number; current: number; seen: boolean }>();
  for (const row of rows) {
    if (row.day < period.from || row.day > period.to) continue;
    const p = perProduct.get(row.product_id) ?? { unit_days: 0, outflow: 0, current: 0, seen: false };
    p.unit_days += row.quantity;
    p.outflow += row.outflow;
    if (row.quantity > 0) p.seen = true;
    if (row.day === period.to) p.current = row.quantity;
    perProduct.set(row.product_id, p);
  }
  const figures: GroupFigures[] = groups.map((g) => ({
    code: g.code,
    max_side_cm: g.max_side_cm,
    max_volume_cm3: g.max_volume_cm3,
    sku_count: 0,
    current_quantity: 0,
    unit_days: 0,
    outflow: 0,
    cost_per_item: toCents(g.price_millicents_per_day * period.days),
    storage_cost: 0,
    discount_percent: 0,
    discount: 0,
    cost_with_discount: 0,
  }));
  const productFigures: ProductFigures[] = [];
  const costMillicents = groups.map(() => 0);
  for (const product of products) {
    const p = perProduct.get(product.product_id);
    if (!p || (!p.seen && p.outflow === 0)) continue;
    const index = groupIndexOf(groups, product);
    const group = figures[index]!;
    const millicents = p.unit_days * groups[index]!.price_millicents_per_day;
    if (p.seen) group.sku_count += 1;
    group.current_quantity += p.current;
    group.unit_days += p.unit_days;
    group.outflow += p.outflow;
    costMillicents[index]! += millicents;
    productFigures.push({
      product_id: product.product_id,
      sku: product.sku,
      title: product.title,
      title_uk: product.title_uk,
      group: group.code,
      unit_days: p.unit_days,
      outflow: p.outflow,
      storage_cost: toCents(millicents),
    });
  }
  figures.forEach((group, i) => {
    group.storage_cost = toCents(costMillicents[i]!);
    const turnover = group.outflow > 0 ? group.unit_days / period.days / group.outflow : null;
    group.discount_percent = group.storage_cost > 0 ? discountPercent(groups[i]!.discounts, turnover) : 0;
    group.discount = Math.round((group.storage_cost * group.discount_percent) / 100);
    group.cost_with_discount = group.storage_cost - group.discount;
  });
  return { days: period.days, groups: figures, products: productFigures };
}

/** §3 Warehouse group rows and their totals, as the calculator and a charge's detail show them. */
export function presentStorage(breakdown: Pick<ChargeBreakdown, 'days' | 'groups'>) {
  const days = breakdown.days;
  const row = (g: GroupFigures): StorageGroupRow => ({
    code: g.code,
    max_side_cm: g.max_side_cm,
    max_volume_l: g.max_volume_cm3 === null ? null : g.max_volume_cm3 / 1000,
    sku_count: g.sku_count,
    current_quantity: g.current_quantity,
    average_balance: ratio(g.unit_days, days),
    outflow: g.outflow,
    turnover_rate: g.outflow > 0 ? ratio(g.unit_days, days * g.outflow) : null,
    cost_per_item: money(g.cost_per_item),
    storage_cost: money(g.storage_cost),
    discount_percent: g.discount_percent,
    discount: money(g.discount),
    cost_with_discount: money(g.cost_with_discount),
  });
  const sum = (pick: (g: GroupFigures) => number) => breakdown.groups.reduce((n, g) => n + pick(g), 0);
  const unitDays = sum((g) => g.unit_days);
  const outflow = sum((g) => g.outflow);
  return {
    groups: breakdown.groups.map(row),
    totals: {
      sku_count: sum((g) => g.sku_count),
      current_quantity: sum((g) => g.current_quantity),
      average_balance: ratio(unitDays, days),
      outflow,
      turnover_rate: outflow > 0 ? ratio(unitDays, days * outflow) : null,
      storage_cost: money(sum((g) => g.storage_cost)),
      discount: money(sum((g) => g.discount)),
      cost_with_discount: money(sum((g) => g.cost_with_discount)),
    },
  };
}

/** What a charge takes: the groups' costs with discount, in cents. */
export const chargeAmount = (b: ChargeBreakdown) => b.groups.reduce((n, g) => n + g.cost_with_discount, 0);
