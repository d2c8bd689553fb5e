import {
  INSURANCE_MIN_MINOR,
  TO_HANDS_FEE_MINOR,
  type ParcelBox,
  type PriceBreakdown,
} from '@cabinet/contracts/shipments';
import { parcelOf, type Parcel } from '@cabinet/contracts/parcel';
import type { ExclusionReason } from '@cabinet/contracts/tariffs';
import { AppError } from '../../platform/errors.ts';
import type { CarriersProvider, PricedRate } from '../../providers/carriers/carriers.ts';
import { money } from '../money/money-format.ts';
import { chargeableGrams } from '../tariffs/tariff-math.ts';
import type { Leg, PricePlan } from './shipment-rules.ts';

/** Insurance: 1.5 % of the customs value (15 per mille, rounded up to the cent), at least $1. */
export const insuranceFee = (customsValueMinor: number) =>
  Math.max(INSURANCE_MIN_MINOR, Math.ceil((customsValueMinor * 15) / 1000));

/** Rules of the tariffs that have their own message (§5); any other exclusion is "No rates found". */
const RULE_CODES = new Set<ExclusionReason>(['express_over_weight', 'express_box_too_small', 'postcard_us_only']);

export interface ExtrasInput {
  customsValue: number;
  insurance: boolean;
  toHands: boolean;
}

export interface PricedShipment {
  total: number;
  insurance: number | null;
  breakdown: PriceBreakdown;
  /** client_bulk: each parcel's domestic leg, in the order of the parcels. */
  domesticLegs: PricedRate[];
}

/** Prices one leg with the carrier; 422 with the rule's code, or `no_rates_found` and the exclusions. */
async function priceLeg(
  carriers: CarriersProvider,
  leg: Omit<Leg, 'delivery_type'> & { delivery_type?: Leg['delivery_type'] },
  parcel: Parcel,
) {
  const quote = await carriers.quote({ ...leg, parcel });
  const rate = quote.rates[0];
  if (quote.zone && rate) return { rate, chargeable: quote.chargeable_weight_g };
  const rule = quote.excluded.find((e) => RULE_CODES.has(e.reason));
  if (rule) throw new AppError(422, rule.reason);
  throw new AppError(422, 'no_rates_found', { extra: { excluded: quote.excluded } });
}

/**
 * The price of a planned shipment, line by line: the carrier's main leg, the US domestic legs bought now (the
 * cheapest rate of each), insurance, to-hands per delivered parcel, and handling.
 */
export async function priceShipment(
  carriers: CarriersProvider,
  plan: PricePlan,
  box: ParcelBox,
  extras: ExtrasInput,
): Promise<PricedShipment> {
  const lines: Array<{ code: PriceBreakdown['lines'][number]['code']; amount: number }> = [];
  const masterParcel = parcelOf(box);
  let chargeable = chargeableGrams(masterParcel);
  let days: PriceBreakdown['delivery_days'] = null;
  if (plan.main) {
    const { rate, chargeable: grams } = await priceLeg(carriers, plan.main, masterParcel);
    lines.push({ code: 'delivery', amount: rate.price });
    chargeable = grams;
    days = { min: rate.days_min, max: rate.days_max };
  }
  const domesticLegs: PricedRate[] = [];
  for (const leg of plan.domestic) {
    const { rate } = await priceLeg(
      carriers,
      { from_country: 'US', to_country: 'US', to_state: leg.to_state },
      parcelOf(leg.box),
    );
    domesticLegs.push(rate);
  }
  if (domesticLegs.length > 0) {
    lines.push({ code: 'domestic_leg', amount: domesticLegs.reduce((sum, r) => sum + r.price, 0) });
  }
  const insurance = extras.insurance ? insuranceFee(extras.customsValue) : null;
  if (insurance !== null) lines.push({ code: 'insurance', amount: insurance });
  if (extras.toHands) lines.push({ code: 'to_hands', amount: TO_HANDS_FEE_MINOR * plan.deliveries });
  if (plan.handling > 0) lines.push({ code: 'handling', amount: plan.handling });
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    total,
    insurance,
    domesticLegs,
    breakdown: {
      delivery_type: plan.delivery_type,
      chargeable_weight_g: chargeable,
      lines: lines.map((l) => ({ code: l.code, price: money(l.amount) })),
      total: money(total),
      delivery_days: days,
    },
  };
}
