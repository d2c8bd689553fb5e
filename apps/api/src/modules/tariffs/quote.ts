import { deliveryTypes, type DeliveryType, type ExclusionReason, type TariffZone } from '@cabinet/contracts/tariffs';
import type { QuoteInput, QuoteResult } from '../../providers/carriers/carriers.ts';
import { bandPrice, chargeableGrams, sidesDesc } from './tariff-math.ts';
import type { StoredBand } from './tariffs.schema.ts';
import { zoneOf } from './zones.ts';

/** §9: the express category is up to 1 kg; §5: its box is at least 15 × 21 cm. */
export const EXPRESS_MAX_G = 1000;
export const EXPRESS_MIN_BOX_MM = [210, 150] as const;
/** §5: postcards go only to the US, not to Hawaii or Puerto Rico. */
export const POSTCARD_EXCLUDED_STATES = new Set(['HI', 'PR']);

export interface TableRow {
  delivery_type: DeliveryType;
  zone: TariffZone;
  days_min: number;
  days_max: number;
  bands: StoredBand[];
}

/** The §5 rule that keeps a type away from this parcel or destination, if any. */
export function ruleExclusion(type: DeliveryType, input: QuoteInput, chargeable: number): ExclusionReason | null {
  if (type === 'express') {
    if (input.parcel.weight_g > EXPRESS_MAX_G || chargeable > EXPRESS_MAX_G) return 'express_over_weight';
    const [longest, second] = sidesDesc(input.parcel);
    if (longest! < EXPRESS_MIN_BOX_MM[0] || second! < EXPRESS_MIN_BOX_MM[1]) return 'express_box_too_small';
  }
  if (type === 'postcard') {
    if (input.to_country !== 'US' || POSTCARD_EXCLUDED_STATES.has(input.to_state ?? '')) return 'postcard_us_only';
  }
  return null;
}

/** Prices a parcel by the rate tables: every applicable type, cheapest first, and why the others are left out. */
export function quoteFromTables(tables: readonly TableRow[], input: QuoteInput): QuoteResult {
  const zone = zoneOf(input.from_country, input.to_country);
  const chargeable = chargeableGrams(input.parcel);
  const result: QuoteResult = { zone, chargeable_weight_g: chargeable, rates: [], excluded: [] };
  for (const type of input.delivery_type ? [input.delivery_type] : deliveryTypes) {
    const table = zone && tables.find((t) => t.delivery_type === type && t.zone === zone);
    if (!table || table.bands.length === 0) {
      result.excluded.push({ delivery_type: type, reason: 'not_offered' });
      continue;
    }
    const rule = ruleExclusion(type, input, chargeable);
    if (rule) {
      result.excluded.push({ delivery_type: type, reason: rule });
      continue;
    }
    const price = bandPrice(table.bands, chargeable);
    if (price === null) {
      result.excluded.push({ delivery_type: type, reason: 'over_max_weight' });
      continue;
    }
    result.rates.push({
      delivery_type: type,
      price,
      chargeable_weight_g: chargeable,
      days_min: table.days_min,
      days_max: table.days_max,
    });
  }
  result.rates.sort((a, b) => a.price - b.price || a.days_min - b.days_min);
  return result;
}
