import { describe, expect, it } from 'vitest';
import type { NationalPostParty, NationalPostRow } from './national-post.schema.ts';
import { clientBody, shipmentBody } from './ukrposhta-payloads.ts';

const party: NationalPostParty = {
  name: 'Sunflower Crafts LLC',
  phone: '+380 44 123 45 67',
  email: '',
  country: 'UA',
  state: 'UA-30',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 1',
  address_line2: '',
};

const row = (over: Partial<NationalPostRow> = {}) =>
  ({
    id: 7,
    package_type: 'PARCEL',
    category: 'SALE_OF_GOODS',
    currency: 'USD',
    weight_g: 900,
    length_cm: 30,
    width_cm: 20,
    height_cm: 5,
    lines: [
      {
        name_ua: 'Футболка',
        name_en: 'Cotton T-shirt',
        quantity: 2,
        weight_g: 300,
        unit_value: '25.00',
        origin: 'UA',
        hs_code: '6109100000',
      },
    ],
    ...over,
  }) as NationalPostRow;

const parties = { sender: 's', recipient: 'r', returnAddressId: 1 };

describe('what our shipment looks like to Ukrposhta', () => {
  it('sends a company sender as a COMPANY with its EDRPOU, a person as an INDIVIDUAL', () => {
    expect(clientBody({ ...party, company: true, edrpou: '12345678' }, 5)).toMatchObject({
      type: 'COMPANY',
      name: 'Sunflower Crafts LLC',
      edrpou: '12345678',
      addressId: 5,
      phoneNumber: '380441234567',
    });
    expect(clientBody({ ...party, company: true, country: 'US' }, 5)).toMatchObject({ type: 'INDIVIDUAL' });
    expect(clientBody({ ...party, name: 'Olena Kovalenko' }, 5)).toMatchObject({
      type: 'INDIVIDUAL',
      firstName: 'Olena',
      lastName: 'Kovalenko',
    });
  });

  it('declares the value on the parcel in hryvnias, only for the types that take one', () => {
    // 2 × 25.00 USD at 41.25 UAH a dollar.
    const parcel = shipmentBody(row(), parties, 41.25);
    expect(parcel.parcels[0]).toMatchObject({ declaredPrice: 2062.5 });
    expect(parcel).not.toHaveProperty('declaredPrice');
    expect(parcel.parcels[0]!.parcelItems[0]).toMatchObject({ value: 25, currencyCode: 'USD' });
    expect(shipmentBody(row({ package_type: 'SMALL_BAG' }), parties, 41.25).parcels[0]).not.toHaveProperty(
      'declaredPrice',
    );
  });
});
