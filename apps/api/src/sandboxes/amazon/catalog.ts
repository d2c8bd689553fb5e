import type { Address } from './model.ts';

/*
 * What the Amazon sandbox's stores sell and who buys it: the products (the variation in the title, as Amazon names it)
 * and the buyers.
 */

interface Product {
  sku: string;
  asin: string;
  title: string;
  /** Unit price, cents. */
  price: number;
}

export const CATALOG: readonly Product[] = [
  { sku: 'MUG-BLUE-01', asin: 'B0C7MUGB01', title: 'Handmade Ceramic Mug, Cobalt Blue, 11 oz', price: 2400 },
  { sku: 'TSHIRT-M-BLK', asin: 'B0C7TSHM02', title: 'Embroidered Vyshyvanka T-Shirt, Black, Size M', price: 3200 },
  { sku: 'SCARF-WOOL-RED', asin: 'B0C7SCRF03', title: 'Hand-Knitted Merino Wool Scarf, Red', price: 4500 },
  { sku: 'CANDLE-LAV-200', asin: 'B0C7CNDL04', title: 'Soy Wax Candle, Lavender, 200 g', price: 1800 },
  { sku: 'POSTER-A3-KYIV', asin: 'B0C7PSTR05', title: 'Kyiv Skyline Art Print Poster, A3', price: 2200 },
];
/** Amazon Custom: the buyer's text comes as a file behind BuyerCustomizedInfo.CustomizedURL. */
export const CUSTOM_MUG: Product = {
  sku: 'MUG-NAME-WHT',
  asin: 'B0C7MUGN06',
  title: 'Personalized Name Mug, White, 11 oz',
  price: 2900,
};

export const BUYERS: readonly Address[] = [
  {
    Name: 'Emily Carter',
    AddressLine1: '1423 Maple Avenue',
    City: 'Portland',
    StateOrRegion: 'OR',
    PostalCode: '97205',
    CountryCode: 'US',
    Phone: '+1 503-555-0142',
  },
  {
    Name: 'Michael Johnson',
    AddressLine1: '88 Elm Street',
    AddressLine2: 'Apt 4B',
    City: 'Brooklyn',
    StateOrRegion: 'NY',
    PostalCode: '11201',
    CountryCode: 'US',
    Phone: '+1 718-555-0199',
  },
  {
    Name: 'Sophie Tremblay',
    AddressLine1: '245 Rue Saint-Paul Ouest',
    City: 'Montreal',
    StateOrRegion: 'QC',
    PostalCode: 'H2Y 1H2',
    CountryCode: 'CA',
    Phone: '+1 514-555-0123',
  },
  {
    Name: 'Oliver Bennett',
    AddressLine1: '17 Kingsway',
    City: 'London',
    PostalCode: 'WC2B 6UN',
    CountryCode: 'GB',
    Phone: '+44 20 7946 0958',
  },
  {
    Name: 'Lena Schmidt',
    AddressLine1: 'Kastanienallee 12',
    City: 'Berlin',
    PostalCode: '10435',
    CountryCode: 'DE',
    Phone: '+49 30 901820',
  },
  {
    Name: 'Jack Wilson',
    AddressLine1: '5 Harbour Street',
    City: 'Sydney',
    StateOrRegion: 'NSW',
    PostalCode: '2000',
    CountryCode: 'AU',
    Phone: '+61 2 9374 4000',
  },
  {
    Name: 'Sarah Miller',
    AddressLine1: '9100 Lakeshore Drive',
    City: 'Austin',
    StateOrRegion: 'TX',
    PostalCode: '78701',
    CountryCode: 'US',
    Phone: '+1 512-555-0177',
  },
];
