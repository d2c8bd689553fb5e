import type { ShipTo } from './ebay-types.ts';

/* What the eBay sandbox's users sell and who buys it: the listings (with their variation aspects) and the buyers. */

interface Product {
  sku: string;
  title: string;
  /** Unit price, cents. */
  price: number;
  aspects: Array<{ name: string; value: string }>;
  auction?: boolean;
}

export const CATALOG: readonly Product[] = [
  {
    sku: 'MUG-BLUE-01',
    title: 'Handmade Ceramic Coffee Mug 11 oz',
    price: 2400,
    aspects: [{ name: 'Color', value: 'Cobalt Blue' }],
  },
  {
    sku: 'TSHIRT-M-BLK',
    title: 'Embroidered Vyshyvanka Cotton T-Shirt',
    price: 3200,
    aspects: [
      { name: 'Size', value: 'M' },
      { name: 'Color', value: 'Black' },
    ],
  },
  {
    sku: 'SCARF-WOOL-RED',
    title: 'Hand-Knitted Merino Wool Scarf',
    price: 4500,
    aspects: [{ name: 'Color', value: 'Red' }],
  },
  { sku: 'CANDLE-LAV-200', title: 'Soy Wax Candle Lavender 200 g', price: 1800, aspects: [] },
  {
    sku: 'POSTER-A3-KYIV',
    title: 'Kyiv Skyline Art Print Poster',
    price: 2200,
    aspects: [{ name: 'Size', value: 'A3' }],
  },
];
export const AUCTION_LOT: Product = {
  sku: 'PYSANKA-VINT-01',
  title: 'Vintage Hand-Painted Pysanka Easter Egg',
  price: 6750,
  aspects: [],
  auction: true,
};

interface Buyer {
  username: string;
  shipTo: ShipTo;
}

const address = (fullName: string, contact: NonNullable<ShipTo['contactAddress']>, phone: string): ShipTo => ({
  fullName,
  contactAddress: contact,
  primaryPhone: { phoneNumber: phone },
});

export const BUYERS: readonly Buyer[] = [
  {
    username: 'emily.c_77',
    shipTo: address(
      'Emily Carter',
      {
        addressLine1: '1423 Maple Avenue',
        city: 'Portland',
        stateOrProvince: 'OR',
        postalCode: '97205',
        countryCode: 'US',
      },
      '5035550142',
    ),
  },
  {
    username: 'mjohnson-bk',
    shipTo: address(
      'Michael Johnson',
      {
        addressLine1: '88 Elm Street',
        addressLine2: 'Apt 4B',
        city: 'Brooklyn',
        stateOrProvince: 'NY',
        postalCode: '11201',
        countryCode: 'US',
      },
      '7185550199',
    ),
  },
  {
    username: 'sophie_tremblay',
    shipTo: address(
      'Sophie Tremblay',
      {
        addressLine1: '245 Rue Saint-Paul Ouest',
        city: 'Montreal',
        stateOrProvince: 'QC',
        postalCode: 'H2Y 1H2',
        countryCode: 'CA',
      },
      '5145550123',
    ),
  },
  {
    username: 'oliver.b.london',
    shipTo: address(
      'Oliver Bennett',
      { addressLine1: '17 Kingsway', city: 'London', postalCode: 'WC2B 6UN', countryCode: 'GB' },
      '02079460958',
    ),
  },
  {
    username: 'lena-schmidt-berlin',
    shipTo: address(
      'Lena Schmidt',
      { addressLine1: 'Kastanienallee 12', city: 'Berlin', postalCode: '10435', countryCode: 'DE' },
      '030901820',
    ),
  },
  {
    username: 'jackw_syd',
    shipTo: address(
      'Jack Wilson',
      {
        addressLine1: '5 Harbour Street',
        city: 'Sydney',
        stateOrProvince: 'NSW',
        postalCode: '2000',
        countryCode: 'AU',
      },
      '0293744000',
    ),
  },
];
