import type { TariffTable } from '@cabinet/contracts/tariffs';
import type { ProposedTable } from '../api/tariffs.ts';

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
  /** YYYY-MM-DD (Kyiv day), or null while not chosen. */
  effective_date: string | null;
  note: string;
}

const KYIV_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Kyiv, YYYY-MM-DD: the earliest day a change may take effect (at once, once confirmed). */
export const kyivToday = (now = new Date()) => KYIV_DAY.format(now);

export const initialValues = (table: TariffTable): TariffTableValues => ({
  days_min: table.days_min,
  days_max: table.days_max,
  bands: table.bands,
  effective_date: kyivToday(),
  note: '',
});

export const toProposed = (values: TariffTableValues): ProposedTable => ({
  days_min: Number(values.days_min),
  days_max: Number(values.days_max),
  bands: values.bands.map((b) => ({ up_to_g: Number(b.up_to_g), base: b.base.trim(), per_100g: b.per_100g.trim() })),
  effective_date: values.effective_date ?? '',
});

/** A new band ends 1 kg above the last one, at its prices. */
export const nextBand = (last: BandValues | undefined): BandValues => ({
  up_to_g: last ? Number(last.up_to_g) + 1000 : 500,
  base: last?.base ?? '0.00',
  per_100g: last?.per_100g ?? '0.00',
});
