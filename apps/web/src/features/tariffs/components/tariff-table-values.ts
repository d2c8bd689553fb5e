import type { TariffTableBody } from '@cabinet/contracts/tariffs';

export const MAX_BANDS = 30;

export interface BandValues {
  up_to_g: number | string;
  base: string;
  per_100g: string;
}
export interface TariffTableValues {
  days_min: number | string;
  days_max: number | string;
  bands: BandValues[];
}

export const toTableBody = (values: TariffTableValues): TariffTableBody => ({
  days_min: Number(values.days_min),
  days_max: Number(values.days_max),
  bands: values.bands.map((b) => ({ up_to_g: Number(b.up_to_g), base: b.base.trim(), per_100g: b.per_100g.trim() })),
});

/** A new band ends 1 kg above the last one, at its prices. */
export const nextBand = (last: BandValues | undefined): BandValues => ({
  up_to_g: last ? Number(last.up_to_g) + 1000 : 500,
  base: last?.base ?? '0.00',
  per_100g: last?.per_100g ?? '0.00',
});
