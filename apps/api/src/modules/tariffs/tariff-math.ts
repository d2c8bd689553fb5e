import type { Parcel } from '@cabinet/contracts/parcel';
import type { StoredBand } from './tariffs.schema.ts';

/** Volumetric divisor: kilograms = cm³ / 5000, i.e. grams = mm³ / 5000. */
export const VOLUMETRIC_DIVISOR = 5000;

/** Volumetric weight in whole grams, rounded up. */
export function volumetricGrams(p: Pick<Parcel, 'length_mm' | 'width_mm' | 'height_mm'>): number {
  return Math.ceil((p.length_mm * p.width_mm * p.height_mm) / VOLUMETRIC_DIVISOR);
}

/** Chargeable weight = max(actual, L×W×H / 5000) with cm and kg; in grams. */
export function chargeableGrams(p: Parcel): number {
  return Math.max(p.weight_g, volumetricGrams(p));
}

/** The box's sides, longest first. */
export function sidesDesc(p: Pick<Parcel, 'length_mm' | 'width_mm' | 'height_mm'>): number[] {
  return [p.length_mm, p.width_mm, p.height_mm].sort((a, b) => b - a);
}

/**
 * The price of `grams` by a band table (bands ascending by `up_to_g`): the first band that reaches the weight
 * charges its base plus `per_100g` for each started 100 g above the band's start (the previous band's end).
 * Null when the weight is above the last band.
 */
export function bandPrice(bands: readonly StoredBand[], grams: number): number | null {
  let start = 0;
  for (const band of bands) {
    if (grams <= band.up_to_g) return band.base + Math.ceil(Math.max(0, grams - start) / 100) * band.per_100g;
    start = band.up_to_g;
  }
  return null;
}
