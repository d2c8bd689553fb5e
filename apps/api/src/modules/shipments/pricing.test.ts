import { describe, expect, it } from 'vitest';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import type { QuoteInput, QuoteResult } from '../../providers/carriers/carriers.ts';
import { insuranceFee, priceShipment } from './pricing.ts';
import type { PricePlan } from './shipment-rules.ts';

/** A carrier that charges 10.00 abroad and 4.00 + 1.00 per kg inside the US, and remembers what it was asked. */
function fakeCarrier(answer?: Partial<QuoteResult>) {
  const asked: QuoteInput[] = [];
  const carriers: CarriersProvider = {
    name: 'sandbox',
    async quote(input) {
      asked.push(input);
      const domestic = input.from_country === 'US';
      const price = domestic ? 400 + Math.ceil(input.parcel.weight_g / 1000) * 100 : 1000;
      return {
        zone: domestic ? 'us_domestic' : 'us',
        chargeable_weight_g: input.parcel.weight_g,
        rates: [
          {
            delivery_type: input.delivery_type ?? 'small_pack',
            price,
            chargeable_weight_g: 0,
            days_min: 3,
            days_max: 9,
          },
        ],
        excluded: [],
        ...answer,
      };
    },
    async issueLabel() {
      return { tracking_number: 'LA000000000UA', carrier: 'sandbox' };
    },
  };
  return { carriers, asked };
}

const plan = (over: Partial<PricePlan> = {}): PricePlan => ({
  delivery_type: 'air',
  main: { from_country: 'UA', to_country: 'US', to_state: 'NY', delivery_type: 'air' },
  domestic: [],
  handling: 0,
  deliveries: 1,
  ...over,
});
const box = { weight_kg: 1.5, length_cm: 10, width_cm: 10, height_cm: 10 };
const noExtras = { customsValue: 5000, insurance: false, toHands: false };

describe('insurance', () => {
  it('is 1.5 % of the customs value rounded up to the cent, at least $1', () => {
    expect(insuranceFee(0)).toBe(100);
    expect(insuranceFee(6666)).toBe(100);
    expect(insuranceFee(6667)).toBe(101);
    expect(insuranceFee(10_000)).toBe(150);
    expect(insuranceFee(10_001)).toBe(151);
  });
});

describe('priceShipment', () => {
  it('prices the main leg in grams and millimetres, and adds insurance and to-hands', async () => {
    const { carriers, asked } = fakeCarrier();
    const priced = await priceShipment(carriers, plan(), box, { customsValue: 20_000, insurance: true, toHands: true });
    expect(asked[0]!.parcel).toEqual({ weight_g: 1500, length_mm: 100, width_mm: 100, height_mm: 100 });
    expect(priced.breakdown.lines.map((l) => [l.code, l.price.amount])).toEqual([
      ['delivery', '10.00'],
      ['insurance', '3.00'],
      ['to_hands', '2.00'],
    ]);
    expect(priced.total).toBe(1500);
    expect(priced.breakdown).toMatchObject({ total: { amount: '15.00' }, delivery_days: { min: 3, max: 9 } });
  });

  it('bulk: one domestic leg per parcel at its cheapest rate, handling, to-hands for each parcel', async () => {
    const { carriers } = fakeCarrier();
    const parcels = [
      { to_state: 'NY', box: { ...box, weight_kg: 0.5 } },
      { to_state: 'CA', box: { ...box, weight_kg: 2.2 } },
    ];
    const priced = await priceShipment(carriers, plan({ domestic: parcels, handling: 200, deliveries: 2 }), box, {
      ...noExtras,
      toHands: true,
    });
    expect(priced.domesticLegs.map((l) => l.price)).toEqual([500, 700]);
    expect(priced.breakdown.lines.map((l) => [l.code, l.price.amount])).toEqual([
      ['delivery', '10.00'],
      ['domestic_leg', '12.00'],
      ['to_hands', '4.00'],
      ['handling', '2.00'],
    ]);
  });

  it('a plan without a carrier leg costs its handling only', async () => {
    const { carriers, asked } = fakeCarrier();
    const priced = await priceShipment(
      carriers,
      plan({ main: null, delivery_type: null, handling: 300 }),
      box,
      noExtras,
    );
    expect(asked).toEqual([]);
    expect(priced.total).toBe(300);
    expect(priced.breakdown.delivery_days).toBeNull();
  });

  it('a tariff rule answers with its own code; anything else is "No rates found"', async () => {
    const rule = fakeCarrier({ rates: [], excluded: [{ delivery_type: 'express', reason: 'express_box_too_small' }] });
    await expect(priceShipment(rule.carriers, plan(), box, noExtras)).rejects.toMatchObject({
      statusCode: 422,
      code: 'express_box_too_small',
    });
    const none = fakeCarrier({ zone: null, rates: [], excluded: [{ delivery_type: 'air', reason: 'not_offered' }] });
    await expect(priceShipment(none.carriers, plan(), box, noExtras)).rejects.toMatchObject({
      code: 'no_rates_found',
      details: { extra: { excluded: [{ delivery_type: 'air', reason: 'not_offered' }] } },
    });
  });
});
