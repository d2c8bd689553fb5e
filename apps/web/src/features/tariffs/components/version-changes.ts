import type { TariffBand } from '@cabinet/contracts/tariffs';

interface Table {
  days_min: number;
  days_max: number;
  bands: TariffBand[];
}

type Prices = { base: string; per_100g: string } | null;

export interface VersionChanges {
  days: { before: { min: number; max: number }; after: { min: number; max: number } } | null;
  /** The bands whose end or prices differ, by where each ends. */
  bands: Array<{ up_to_g: number; before: Prices; after: Prices }>;
}

const pricesAt = (bands: TariffBand[], up_to_g: number): Prices => {
  const band = bands.find((b) => b.up_to_g === up_to_g);
  return band ? { base: band.base, per_100g: band.per_100g } : null;
};

/** What a version changed against the table it replaced: the delivery days, and band by band. */
export function versionChanges(before: Table, after: Table): VersionChanges {
  const days =
    before.days_min === after.days_min && before.days_max === after.days_max
      ? null
      : { before: { min: before.days_min, max: before.days_max }, after: { min: after.days_min, max: after.days_max } };
  const ends = [...new Set([...before.bands, ...after.bands].map((b) => b.up_to_g))].sort((a, b) => a - b);
  const bands = ends
    .map((up_to_g) => ({ up_to_g, before: pricesAt(before.bands, up_to_g), after: pricesAt(after.bands, up_to_g) }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
  return { days, bands };
}
