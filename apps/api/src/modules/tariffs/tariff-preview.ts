import { bandPrice } from './tariff-math.ts';
import type { StoredBand } from './tariffs.schema.ts';

/** Weights a preview prices a new parcel at (grams), where a table reaches them. */
export const SAMPLE_WEIGHTS_G = [500, 1000, 2000, 5000, 10_000, 20_000] as const;

export interface BandChange {
  up_to_g: number;
  before: { base: number; per_100g: number } | null;
  after: { base: number; per_100g: number } | null;
}

const prices = (band: StoredBand | undefined) => (band ? { base: band.base, per_100g: band.per_100g } : null);

/** Band by band, by where each ends: what the band costs before and after (null where a side has no such band). */
export function bandChanges(before: readonly StoredBand[], after: readonly StoredBand[]): BandChange[] {
  const ends = [...new Set([...before, ...after].map((b) => b.up_to_g))].sort((a, b) => a - b);
  return ends.map((up_to_g) => ({
    up_to_g,
    before: prices(before.find((b) => b.up_to_g === up_to_g)),
    after: prices(after.find((b) => b.up_to_g === up_to_g)),
  }));
}

/**
 * The sample weights either table reaches, and the end of every band the change touches (so a change to the first
 * band, up to 250 g, shows at 250 g, where no standard weight would see it); a table that ends below every sample
 * weight (a 50 g postcard) is sampled at its bands' ends.
 */
export function sampleWeights(before: readonly StoredBand[], after: readonly StoredBand[]): number[] {
  const reach = Math.max(0, ...before.map((b) => b.up_to_g), ...after.map((b) => b.up_to_g));
  const touched = bandChanges(before, after)
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after))
    .map((c) => c.up_to_g);
  const weights = new Set([...SAMPLE_WEIGHTS_G.filter((g) => g <= reach), ...touched]);
  if (weights.size === 0) [...before, ...after].forEach((b) => weights.add(b.up_to_g));
  return [...weights].sort((a, b) => a - b);
}

/** The delivery price of each weight by both tables (null: no rate). */
export function samplePrices(before: readonly StoredBand[], after: readonly StoredBand[]) {
  return sampleWeights(before, after).map((weight_g) => ({
    weight_g,
    before: bandPrice(before, weight_g),
    after: bandPrice(after, weight_g),
  }));
}

/** Whether two tables price and promise the same. */
export function sameTable(
  a: { days_min: number; days_max: number; bands: readonly StoredBand[] },
  b: { days_min: number; days_max: number; bands: readonly StoredBand[] },
): boolean {
  if (a.days_min !== b.days_min || a.days_max !== b.days_max || a.bands.length !== b.bands.length) return false;
  return a.bands.every((band, i) => {
    const other = b.bands[i]!;
    return band.up_to_g === other.up_to_g && band.base === other.base && band.per_100g === other.per_100g;
  });
}
