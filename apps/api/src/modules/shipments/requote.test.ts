import { describe, expect, it } from 'vitest';
import type { CarriersProvider, QuoteInput } from '../../providers/carriers/carriers.ts';
import { money } from '../money/money-format.ts';
import { carriersRequoter } from './requote.ts';
import type { ShipmentRow } from './shipment-mapper.ts';

const PAID = new Date('2026-10-01T09:00:00Z');

/** A carrier whose tariff rose on 2026-11-01: 1.00 per started kg before, 1.20 after; air costs twice as much. */
function tariffCarrier() {
  const asked: QuoteInput[] = [];
  const carriers: CarriersProvider = {
    name: 'sandbox',
    async quote(input) {
      asked.push(input);
      const perKg = (input.at ?? new Date()) < new Date('2026-11-01T00:00:00Z') ? 100 : 120;
      const kg = Math.ceil(input.parcel.weight_g / 1000);
      const price = perKg * kg * (input.delivery_type === 'air' ? 2 : 1);
      const type = input.delivery_type ?? 'small_pack';
      if (input.parcel.weight_g > 2000 && type === 'small_pack') {
        return {
          zone: 'us',
          chargeable_weight_g: 0,
          rates: [],
          excluded: [{ delivery_type: type, reason: 'over_max_weight' }],
        };
      }
      return {
        zone: 'us',
        chargeable_weight_g: input.parcel.weight_g,
        rates: [{ delivery_type: type, price, chargeable_weight_g: input.parcel.weight_g, days_min: 1, days_max: 2 }],
        excluded: [],
      };
    },
    async issueLabel() {
      return { tracking_number: 'LA000000000UA', carrier: 'sandbox' };
    },
  };
  return { carriers, asked };
}

/** A 1 kg small pack to New York paid on PAID at `delivery` plus 2.00 of insurance. */
const row = (delivery: number): ShipmentRow =>
  ({
    type: 'direct',
    delivery_type: 'small_pack',
    recipient: { country: 'US', state: 'NY' },
    weight_g: 1000,
    length_mm: 200,
    width_mm: 150,
    height_mm: 100,
    created_at: PAID,
    price: delivery + 200,
    price_breakdown: {
      delivery_type: 'small_pack',
      chargeable_weight_g: 1000,
      lines: [
        { code: 'delivery', price: money(delivery) },
        { code: 'insurance', price: money(200) },
      ],
      total: money(delivery + 200),
      delivery_days: null,
    },
  }) as unknown as ShipmentRow;

const measured = (weight_g: number) => ({ weight_g, length_mm: 200, width_mm: 150, height_mm: 100 });

describe('re-quoting a paid shipment', () => {
  it('prices by the tariff in force when the seller paid, whatever is in force now', async () => {
    const { carriers, asked } = tariffCarrier();
    const result = await carriersRequoter(carriers)(row(100), measured(1800));
    expect(result).toMatchObject({ price: 200 + 200, cause: 'box' });
    expect(asked.every((q) => q.at === PAID)).toBe(true);
  });

  it('changes the delivery line only by what the box changes, even for a price from an older table', async () => {
    const { carriers } = tariffCarrier();
    const requote = carriersRequoter(carriers);
    // Paid at 0.90 (a table older than the versions): the declared box keeps it, a heavier one adds its difference.
    expect(await requote(row(90), measured(1000))).toMatchObject({ price: 290 });
    const heavier = await requote(row(90), measured(1800));
    expect(heavier).toMatchObject({ price: 90 + 100 + 200, cause: 'box' });
    expect(heavier.price !== null && heavier.breakdown.lines).toEqual([
      { code: 'delivery', price: money(190) },
      { code: 'insurance', price: money(200) },
    ]);
  });

  it('prices another delivery type in full for the measured box, by the same tariff', async () => {
    const { carriers } = tariffCarrier();
    const result = await carriersRequoter(carriers)(row(100), measured(2600), 'air');
    expect(result).toMatchObject({ price: 600 + 200, cause: 'delivery_type', breakdown: { delivery_type: 'air' } });
  });

  it('says why a measured box fits its type no more', async () => {
    const { carriers } = tariffCarrier();
    expect(await carriersRequoter(carriers)(row(100), measured(2600))).toEqual({
      price: null,
      reason: 'over_max_weight',
    });
  });
});
