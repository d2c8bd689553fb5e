import { toMinor } from '@cabinet/contracts/money';
import { isBulkType, type PriceBreakdown } from '@cabinet/contracts/shipments';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import { money } from '../money/money-format.ts';
import { zoneOf } from '../tariffs/zones.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import type { StoredMeasure } from './shipments.schema.ts';

/** A new price in cents with its breakdown, or why the measured box has none (its delivery type no longer fits). */
export type RequoteResult = { price: number; breakdown: PriceBreakdown } | { price: null; reason: string };

/** Prices a shipment again with another box (the measured one). */
export type Requoter = (row: ShipmentRow, box: StoredMeasure) => Promise<RequoteResult>;

/** The carrier leg a shipment was priced by at creation (shipment-rules.ts `planShipment`), if any. */
export function mainLegOf(row: ShipmentRow) {
  if (!row.delivery_type) return null;
  const from_country = row.type === 'usa_domestic' || row.type === 'return_label' ? 'US' : 'UA';
  // A bulk master box goes to our US warehouse; its parcels' recipients come after.
  const to = isBulkType(row.type) ? { country: 'US', state: '' } : row.recipient;
  if (!to) return null;
  const to_state = zoneOf('US', to.country) === 'us_domestic' ? to.state || null : null;
  return { from_country, to_country: to.country, to_state, delivery_type: row.delivery_type };
}

/**
 * Re-quotes through the carriers provider, as creation does: only the delivery line depends on the box, so it
 * is priced again for the shipment's route and delivery type, and every other line (insurance, to-hands,
 * handling) stays as it was at creation. A shipment without a delivery type (priced by rule) keeps its price.
 */
export function carriersRequoter(carriers: CarriersProvider): Requoter {
  return async (row, box) => {
    const current = row.price_breakdown;
    const leg = mainLegOf(row);
    if (!leg) return { price: row.price, breakdown: current };
    const quote = await carriers.quote({ ...leg, parcel: box });
    const [rate] = quote.rates;
    if (!rate) return { price: null, reason: quote.excluded[0]?.reason ?? 'no_rates_found' };
    const old = current.lines.find((l) => l.code === 'delivery');
    const oldDelivery = old ? (toMinor(old.price.amount) ?? 0) : 0;
    const price = row.price - oldDelivery + rate.price;
    const lines = current.lines.map((l) => (l.code === 'delivery' ? { ...l, price: money(rate.price) } : l));
    return {
      price,
      breakdown: {
        ...current,
        chargeable_weight_g: rate.chargeable_weight_g,
        lines: old ? lines : [{ code: 'delivery', price: money(rate.price) }, ...lines],
        total: money(price),
      },
    };
  };
}
