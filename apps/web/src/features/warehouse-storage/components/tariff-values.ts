import {
  MAX_DISCOUNT_TIERS,
  MAX_STORAGE_GROUPS,
  PRICE_PER_DAY_PATTERN,
  type StorageTariffs,
  type StorageTariffsBody,
} from '@cabinet/contracts/warehouse-storage';

export interface TierValues {
  max_turnover: number | string;
  percent: number | string;
}
export interface GroupValues {
  code: string;
  max_side_cm: number | string;
  max_volume_l: number | string;
  price_per_day: string;
  discounts: TierValues[];
}
export interface TariffValues {
  groups: GroupValues[];
}

const blankIsNull = (v: number | string) => (v === '' ? null : Number(v));

export const toValues = (tariffs: StorageTariffs): TariffValues => ({
  groups: tariffs.groups.map((g) => ({
    code: g.code,
    max_side_cm: g.max_side_cm ?? '',
    max_volume_l: g.max_volume_l ?? '',
    price_per_day: g.price_per_day,
    discounts: g.discounts,
  })),
});

export const toBody = (values: TariffValues): StorageTariffsBody => ({
  groups: values.groups.map((g) => ({
    code: g.code.trim(),
    max_side_cm: blankIsNull(g.max_side_cm),
    max_volume_l: blankIsNull(g.max_volume_l),
    price_per_day: g.price_per_day.trim(),
    discounts: g.discounts.map((d) => ({ max_turnover: Number(d.max_turnover), percent: Number(d.percent) })),
  })),
});

/** Every field the server may name, so that its messages land next to them. */
export const TARIFF_FIELDS = Array.from({ length: MAX_STORAGE_GROUPS }, (_, i) => [
  `groups.${i}.code`,
  `groups.${i}.max_side_cm`,
  `groups.${i}.max_volume_l`,
  `groups.${i}.price_per_day`,
  ...Array.from({ length: MAX_DISCOUNT_TIERS }, (_, j) => [
    `groups.${i}.discounts.${j}.max_turnover`,
    `groups.${i}.discounts.${j}.percent`,
  ]).flat(),
]).flat();

/** The same rules as the contract, worded by the form: bounds grow, only the last group is unlimited. */
export function boundError(values: TariffValues, path: string, bound: 'max_side_cm' | 'max_volume_l') {
  const i = Number(path.split('.')[1]);
  const value = values.groups[i]![bound];
  const last = i === values.groups.length - 1;
  if (value === '') return last ? null : 'only_last_unlimited';
  const before = values.groups[i - 1]?.[bound];
  return before !== undefined && before !== '' && Number(value) <= Number(before) ? 'bounds_not_ascending' : null;
}

export const priceValid = (price: string) => PRICE_PER_DAY_PATTERN.test(price.trim());

/** A group added at the end: unlimited (the last one must be), at the price of the group before. */
export const newGroup = (groups: GroupValues[]): GroupValues => ({
  code: `group_${groups.length + 1}`,
  max_side_cm: '',
  max_volume_l: '',
  price_per_day: groups.at(-1)?.price_per_day ?? '0.01',
  discounts: [],
});

/** A tier added at the end: just above the last one's turnover, at 5 %. */
export const nextTier = (tiers: TierValues[]): TierValues => {
  const last = tiers.at(-1);
  return { max_turnover: last ? Number(last.max_turnover) + 1 : 0.5, percent: 5 };
};
