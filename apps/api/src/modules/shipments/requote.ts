import { toMinor } from '@cabinet/contracts/money';
import { isBulkType, type PriceBreakdown } from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import { money } from '../money/money-format.ts';
import { zoneOf } from '../tariffs/zones.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import type { StoredMeasure } from './shipments.schema.ts';

/**
 * What changed a re-quoted price: the measured box (priced against the declared one), or the delivery type the seller
 * chose for a parcel held for its type. Never the tariff: a re-quote prices by the tariff in force when the seller paid.
 */
export type RequoteCause = 'box' | 'delivery_type';

/** A new price in cents with its breakdown and cause, or why the measured box has none (its type no longer fits). */
export type RequoteResult =
  { price: number; breakdown: PriceBreakdown; cause: RequoteCause } | { price: null; reason: string };

/** Prices a shipment again with another box (the measured one), by its own delivery type or by `deliveryType`. */
export type Requoter = (row: ShipmentRow, box: StoredMeasure, deliveryType?: DeliveryType) => Promise<RequoteResult>;

/**
 * When the seller paid for a shipment: its price is held on the balance in the transaction that creates it
 * (docs/shipments.md "Creation"), so creation is the moment; the tariff in force then is the one it keeps.
 */
export const paidAt = (row: Pick<ShipmentRow, 'created_at'>) => row.created_at;

/** The carrier leg a shipment was priced by at creation (shipment-rules.ts `planShipment`), if any. */
export function mainLegOf(row: Pick<ShipmentRow, 'type' | 'delivery_type' | 'recipient'>) {
  if (!row.delivery_type) return null;
  const from_country = row.type === 'usa_domestic' || row.type === 'return_label' ? 'US' : 'UA';
  // A bulk master box goes to our US warehouse; its parcels' recipients come after.
  const to = isBulkType(row.type) ? { country: 'US', state: '' } : row.recipient;
  if (!to) return null;
  const to_state = zoneOf('US', to.country) === 'us_domestic' ? to.state || null : null;
  return { from_country, to_country: to.country, to_state, delivery_type: row.delivery_type };
}

const declaredBox = (row: ShipmentRow): StoredMeasure => ({
  weight_g: row.weight_g,
  length_mm: row.length_mm,
  width_mm: row.width_mm,
  height_mm: row.height_mm,
});

/**
 * Re-quotes through the carriers provider, by the tariffs in force when the seller paid (`paidAt`), so a tariff
 * change never re-prices a paid parcel. Only the delivery line depends on the box; every other line (insurance,
 * to-hands, handling) stays as it was at creation. With its own type, the delivery line changes by what the box
 * changes: the measured box's price minus the declared box's, both by that tariff (a parcel measured at its declared
 * size keeps its price, even one priced before tariffs were dated). With another type, it is that type's price for
 * the measured box. A shipment without a delivery type (priced by rule) keeps its price.
 */
export function carriersRequoter(carriers: CarriersProvider): Requoter {
  return async (row, box, deliveryType) => {
    const current = row.price_breakdown;
    const cause: RequoteCause = deliveryType ? 'delivery_type' : 'box';
    const leg = mainLegOf(deliveryType ? { ...row, delivery_type: deliveryType } : row);
    if (!leg) return { price: row.price, breakdown: current, cause };
    const at = paidAt(row);
    const quote = await carriers.quote({ ...leg, parcel: box, at });
    const [rate] = quote.rates;
    if (!rate) return { price: null, reason: quote.excluded[0]?.reason ?? 'no_rates_found' };
    const old = current.lines.find((l) => l.code === 'delivery');
    const oldDelivery = old ? (toMinor(old.price.amount) ?? 0) : 0;
    let delivery = rate.price;
    if (!deliveryType && old) {
      const [declared] = (await carriers.quote({ ...leg, parcel: declaredBox(row), at })).rates;
      if (declared) delivery = Math.max(0, oldDelivery + rate.price - declared.price);
    }
    const price = row.price - oldDelivery + delivery;
    const lines = current.lines.map((l) => (l.code === 'delivery' ? { ...l, price: money(delivery) } : l));
    return {
      price,
      cause,
      breakdown: {
        ...current,
        ...(deliveryType ? { delivery_type: deliveryType } : {}),
        chargeable_weight_g: rate.chargeable_weight_g,
        lines: old ? lines : [{ code: 'delivery', price: money(delivery) }, ...lines],
        total: money(price),
      },
    };
  };
}
