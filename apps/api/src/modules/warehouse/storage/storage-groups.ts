import type { DiscountTier } from '@cabinet/contracts/warehouse-storage';

/** A warehouse group as the maths needs it: bounds in mm and cm³ (null: no limit), price in millicents a day. */
export interface GroupTariff {
  code: string;
  max_side_cm: number | null;
  max_volume_cm3: number | null;
  price_millicents_per_day: number;
  discounts: DiscountTier[];
}

export interface Dimensions {
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
}

/** The default groups until an operator saves others: small parcels to oversize (docs/warehouse.md). */
export const DEFAULT_GROUPS: GroupTariff[] = [
  {
    code: 'small',
    max_side_cm: 30,
    max_volume_cm3: 5_000,
    price_millicents_per_day: 500,
    discounts: [
      { max_turnover: 0.5, percent: 30 },
      { max_turnover: 1, percent: 15 },
      { max_turnover: 2, percent: 5 },
    ],
  },
  {
    code: 'medium',
    max_side_cm: 60,
    max_volume_cm3: 40_000,
    price_millicents_per_day: 1_500,
    discounts: [
      { max_turnover: 0.5, percent: 25 },
      { max_turnover: 1, percent: 10 },
    ],
  },
  {
    code: 'large',
    max_side_cm: 120,
    max_volume_cm3: 200_000,
    price_millicents_per_day: 5_000,
    discounts: [{ max_turnover: 0.5, percent: 15 }],
  },
  { code: 'oversize', max_side_cm: null, max_volume_cm3: null, price_millicents_per_day: 15_000, discounts: [] },
];

/**
 * The group a unit is stored in: the first whose bounds its longest side and its volume fit. A product without all
 * three dimensions, or too big for every bounded group, goes to the last (largest) group — we never under-charge.
 */
export function groupIndexOf(groups: readonly GroupTariff[], dims: Dimensions): number {
  const last = groups.length - 1;
  const { length_mm, width_mm, height_mm } = dims;
  if (!length_mm || !width_mm || !height_mm) return last;
  const longestMm = Math.max(length_mm, width_mm, height_mm);
  const volumeCm3 = (length_mm * width_mm * height_mm) / 1000;
  const index = groups.findIndex(
    (g) =>
      (g.max_side_cm === null || longestMm <= g.max_side_cm * 10) &&
      (g.max_volume_cm3 === null || volumeCm3 <= g.max_volume_cm3),
  );
  return index === -1 ? last : index;
}

/** The discount of the first tier the turnover rate fits; none without outflow (the rate is undefined then). */
export function discountPercent(tiers: readonly DiscountTier[], turnover: number | null): number {
  if (turnover === null) return 0;
  return tiers.find((t) => turnover <= t.max_turnover)?.percent ?? 0;
}
