import type { ShipmentParty } from '@cabinet/contracts/shipments';
import { fromMinor } from '@cabinet/contracts/money';
import type { ShipmentRow } from '../shipment-mapper.ts';

/** The person, then the company: "Olena Kovalenko, Craft LLC" — carriers deliver to a person. */
export function fullName(p: ShipmentParty): string {
  return [`${p.first_name} ${p.last_name}`.trim(), p.company_name].filter(Boolean).join(', ');
}

/** The postal lines of an address, as a carrier prints them. */
export function partyAddress(p: ShipmentParty): string[] {
  return [
    p.address_line1,
    p.address_line2,
    [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    p.country,
  ].filter(Boolean);
}

/** "1.250 kg" from grams. */
export const kilograms = (grams: number) => `${(grams / 1000).toFixed(3)} kg`;

/** The weight a document states: the warehouse's when it has weighed the parcel, else the seller's. */
export const documentWeight = (row: ShipmentRow) => row.measured?.weight_g ?? row.weight_g;

/** "30 × 20 × 10 cm" from millimetres. */
export function sidesCm(row: ShipmentRow): string {
  const m = row.measured;
  const sides = m ? [m.length_mm, m.width_mm, m.height_mm] : [row.length_mm, row.width_mm, row.height_mm];
  return `${sides.map((mm) => String(mm / 10)).join(' × ')} cm`;
}

/** "USD 12.50" — documents name the currency, customs officers read them in many countries. */
export const usd = (minor: number) => `USD ${fromMinor(minor)}`;

/** "direct" → "DIRECT", "small_pack" → "SMALL PACK". */
export const codeLabel = (code: string) => code.replace(/_/g, ' ').toUpperCase();
