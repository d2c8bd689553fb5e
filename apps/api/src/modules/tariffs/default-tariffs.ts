import type { DeliveryType, TariffZone } from '@cabinet/contracts/tariffs';
import type { StoredBand } from './tariffs.schema.ts';

interface TypeDefaults {
  /** Band ends, grams. */
  bands: number[];
  /** USD cents at 0 g and per started 100 g in the first band, for the `us` zone. */
  base: number;
  per100: number;
  days: [number, number];
  zones: readonly TariffZone[];
}

const INTERNATIONAL: readonly TariffZone[] = ['us', 'ca', 'eu_uk', 'europe', 'world'];
const ALL: readonly TariffZone[] = [...INTERNATIONAL, 'us_domestic'];
const UP_TO_30KG = [500, 1000, 2000, 5000, 10_000, 20_000, 30_000];

/** The shape of the default tables (docs/tariffs.md explains the numbers). */
export const TYPE_DEFAULTS: Record<DeliveryType, TypeDefaults> = {
  small_pack: { bands: [250, 500, 1000, 2000], base: 650, per100: 90, days: [10, 18], zones: ALL },
  air: { bands: UP_TO_30KG, base: 900, per100: 80, days: [7, 14], zones: INTERNATIONAL },
  ground_combined: {
    bands: [1000, 5000, 10_000, 20_000, 30_000],
    base: 700,
    per100: 35,
    days: [20, 35],
    zones: ALL,
  },
  gift: { bands: [500, 1000, 2000, 5000, 10_000], base: 850, per100: 75, days: [8, 15], zones: INTERNATIONAL },
  sales_of_goods: { bands: UP_TO_30KG, base: 950, per100: 80, days: [7, 14], zones: INTERNATIONAL },
  commercial_sample: { bands: [500, 1000, 2000, 5000], base: 800, per100: 70, days: [8, 15], zones: INTERNATIONAL },
  courier: { bands: UP_TO_30KG, base: 2400, per100: 120, days: [3, 6], zones: ALL },
  bulky: { bands: [10_000, 20_000, 30_000, 50_000, 70_000], base: 4500, per100: 30, days: [20, 40], zones: ALL },
  delivery_notification: { bands: UP_TO_30KG, base: 1100, per100: 80, days: [7, 14], zones: INTERNATIONAL },
  express: { bands: [250, 500, 1000], base: 1900, per100: 150, days: [2, 5], zones: INTERNATIONAL },
  postcard: { bands: [50], base: 250, per100: 0, days: [10, 20], zones: ['us'] },
};

/** Price factor and delivery-time shift of each zone against `us`. */
export const ZONE_FACTORS: Record<TariffZone, { factor: number; days: number }> = {
  us: { factor: 1, days: 0 },
  ca: { factor: 1.1, days: 2 },
  eu_uk: { factor: 0.85, days: -2 },
  europe: { factor: 0.95, days: 0 },
  world: { factor: 1.35, days: 5 },
  us_domestic: { factor: 0.5, days: -6 },
};

/** Each band starts where the previous one ended, at that price; heavier bands cost 8 % less per 100 g. */
export function defaultBands(type: DeliveryType, zone: TariffZone): StoredBand[] {
  const d = TYPE_DEFAULTS[type];
  if (!d.zones.includes(zone)) return [];
  const factor = ZONE_FACTORS[zone].factor;
  let base = Math.round(d.base * factor);
  let start = 0;
  return d.bands.map((upTo, k) => {
    const per = Math.round(d.per100 * factor * 0.92 ** k);
    const band = { up_to_g: upTo, base, per_100g: per };
    base += Math.ceil((upTo - start) / 100) * per;
    start = upTo;
    return band;
  });
}

export function defaultDays(type: DeliveryType, zone: TariffZone): [number, number] {
  const [min, max] = TYPE_DEFAULTS[type].days;
  const shift = ZONE_FACTORS[zone].days;
  return [Math.max(1, min + shift), Math.max(2, max + shift)];
}
