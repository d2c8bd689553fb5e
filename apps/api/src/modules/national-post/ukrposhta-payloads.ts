import { decimalToMinor } from '@cabinet/contracts/amount';
import type { NationalPostParty, NationalPostRow } from './national-post.schema.ts';

/*
 * Our shipment as Ukrposhta's eCom API wants it (shared/outside-systems.md part C): an address per party (a foreign
 * street as one `foreignStreetHouseApartment` line), a client per party with its Latin name — made under our
 * contract (the adapter adds its `counterpartyUuid`), a company as `COMPANY` with its EDRPOU — and the international
 * shipment body with its parcels, items and internationalData.
 */

/** The package types Ukrposhta takes a declared value for (mustang75/ukrposhta-international-shipping). */
const DECLARED_VALUE_TYPES = new Set(['PARCEL', 'DECLARED_VALUE']);

export const unitMinor = (value: string): number => decimalToMinor(value, { integerDigits: 6, places: 2 }) ?? 0;

export function addressBody(party: NationalPostParty) {
  const street = [party.address_line1, party.address_line2].filter(Boolean).join(', ');
  return {
    postcode: party.zip,
    country: party.country,
    region: party.state,
    city: party.city,
    ...(party.country === 'UA' ? { street } : { foreignStreetHouseApartment: street }),
  };
}

export function clientBody(party: NationalPostParty, addressId: number) {
  const contact = { addressId, latinName: party.name, phoneNumber: party.phone.replace(/\D/g, ''), email: party.email };
  // A client sent without a type would be a COMPANY for good: the type is always said. Only a Ukrainian company has
  // an EDRPOU; a company abroad goes as a named individual, as it did before.
  if (party.company && party.country === 'UA')
    return { type: 'COMPANY', name: party.name, edrpou: party.edrpou ?? '', ...contact };
  const [first = '', ...rest] = party.name.split(' ');
  return { type: 'INDIVIDUAL', firstName: first, lastName: rest.join(' ') || first, ...contact };
}

/**
 * The shipment. `declaredPrice` goes on the parcel, in hryvnias (the items' value at `uahPerUnit`, the official rate
 * of the shipment's currency), and only for the package types that take one — as the published client sends it;
 * the items' own `value` stays in their currency (`currencyCode`).
 */
export function shipmentBody(
  row: NationalPostRow,
  parties: { sender: string; recipient: string; returnAddressId: number },
  uahPerUnit: number,
) {
  const value = row.lines.reduce((sum, line) => sum + unitMinor(line.unit_value) * line.quantity, 0);
  const declared = DECLARED_VALUE_TYPES.has(row.package_type)
    ? { declaredPrice: Math.round(value * uahPerUnit) / 100 }
    : {};
  return {
    sender: { uuid: parties.sender },
    recipient: { uuid: parties.recipient },
    returnAddressId: parties.returnAddressId,
    type: 'INTERNATIONAL',
    international: true,
    packageType: row.package_type,
    deliveryType: 'W2W',
    weight: row.weight_g,
    length: row.length_cm,
    width: row.width_cm,
    height: row.height_cm,
    paidByRecipient: false,
    onFailReceiveType: 'RETURN',
    parcels: [
      {
        ...declared,
        parcelItems: row.lines.map((line, i) => ({
          name: line.name_ua,
          latinName: line.name_en,
          description: line.name_en,
          quantity: line.quantity,
          weight: line.weight_g,
          value: unitMinor(line.unit_value) / 100,
          currencyCode: row.currency,
          hsCode: line.hs_code,
          countryOfOrigin: line.origin,
          parcelItemNumber: i + 1,
        })),
      },
    ],
    internationalData: {
      transportType: 'AVIA',
      avia: true,
      categoryType: row.category,
      tracked: true,
      parcelQuantity: 1,
      additionalInfo: `Seller Cabinet ${row.id}`,
    },
  };
}
