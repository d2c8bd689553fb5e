/*
 * What the sandbox's market shops sell and who buys: a handful of products with their options and SKUs, and buyers
 * in the countries our sellers ship to most (US, CA, GB, DE, AU) with addresses as the market keeps them.
 */

export interface CatalogProduct {
  sku: string;
  title: string;
  /** Cents: the sandbox shops sell in USD. */
  price: number;
  options: Record<string, string>;
  /** The buyer may write a personalization for it. */
  personalizable: boolean;
}

export const CATALOG: CatalogProduct[] = [
  {
    sku: 'MUG-BLUE-01',
    title: 'Handmade Ceramic Coffee Mug, Cobalt Blue Glaze, 350 ml',
    price: 2800,
    options: { Color: 'Blue' },
    personalizable: true,
  },
  {
    sku: 'TSHIRT-M-BLK',
    title: 'Kyiv Skyline Cotton T-Shirt, Unisex',
    price: 2450,
    options: { Size: 'M', Color: 'Black' },
    personalizable: false,
  },
  {
    sku: 'SCARF-WOOL-RED',
    title: 'Hand-Knitted Merino Wool Scarf, Cherry Red',
    price: 4600,
    options: { Color: 'Red', Length: '180 cm' },
    personalizable: false,
  },
  {
    sku: 'CANDLE-LAV-200',
    title: 'Lavender Soy Candle in Amber Jar, 200 g',
    price: 1800,
    options: { Scent: 'Lavender' },
    personalizable: false,
  },
  {
    sku: 'POSTER-A3-KYIV',
    title: 'Kyiv Map Poster, A3 Art Print',
    price: 2200,
    options: { Size: 'A3', Frame: 'No frame' },
    personalizable: false,
  },
  {
    sku: 'BOOKMARK-EMB-01',
    title: 'Embroidered Linen Bookmark, Vyshyvanka Pattern',
    price: 850,
    options: {},
    personalizable: false,
  },
];

export type BuyerCountry = 'US' | 'CA' | 'GB' | 'DE' | 'AU';

export interface CatalogBuyer {
  name: string;
  email: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: BuyerCountry;
  phone: string | null;
}

export const BUYERS: CatalogBuyer[] = [
  {
    name: 'Emily Carter',
    email: 'emily.carter@example.com',
    line1: '1458 Maple Avenue',
    line2: 'Apt 3B',
    city: 'Portland',
    region: 'OR',
    postalCode: '97205',
    country: 'US',
    phone: '+1 503 555 0142',
  },
  {
    name: 'Michael Johnson',
    email: 'm.johnson@example.com',
    line1: '742 Evergreen Terrace',
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postalCode: '62704',
    country: 'US',
    phone: null,
  },
  {
    name: 'Sarah Thompson',
    email: 'sarah.t@example.com',
    line1: '55 Water Street',
    line2: 'Unit 12',
    city: 'Brooklyn',
    region: 'NY',
    postalCode: '11201',
    country: 'US',
    phone: '+1 718 555 0199',
  },
  {
    name: 'Liam Tremblay',
    email: 'liam.tremblay@example.com',
    line1: '220 Rue Saint-Paul Ouest',
    line2: null,
    city: 'Montréal',
    region: 'QC',
    postalCode: 'H2Y 1Z8',
    country: 'CA',
    phone: '+1 514 555 0123',
  },
  {
    name: 'Oliver Bennett',
    email: 'oliver.bennett@example.com',
    line1: "14 Queen's Road",
    line2: null,
    city: 'Bristol',
    region: null,
    postalCode: 'BS8 1QE',
    country: 'GB',
    phone: '+44 117 496 0321',
  },
  {
    name: 'Anna Schneider',
    email: 'anna.schneider@example.com',
    line1: 'Bergmannstraße 12',
    line2: null,
    city: 'Berlin',
    region: null,
    postalCode: '10961',
    country: 'DE',
    phone: null,
  },
  {
    name: 'Charlotte Nguyen',
    email: 'charlotte.nguyen@example.com',
    line1: '8 Ocean Street',
    line2: null,
    city: 'Bondi',
    region: 'NSW',
    postalCode: '2026',
    country: 'AU',
    phone: '+61 2 5550 1234',
  },
];

/** Shipping the shop charges to each country, in cents. */
export const SHIPPING_TO: Record<BuyerCountry, number> = { US: 500, CA: 1200, GB: 1400, DE: 1400, AU: 1800 };

/** What the market collects on top of goods and shipping: US and Canadian sales tax, VAT, Australian GST. */
export const TAX_RATE: Record<BuyerCountry, number> = { US: 0.08, CA: 0.05, GB: 0.2, DE: 0.19, AU: 0.1 };

/** The market's commission on goods and shipping, and its fixed payment fee in cents. */
export const COMMISSION = { rate: 0.065, fixed: 30 };

export const BUYER_NOTES = [
  'Could you wrap it nicely? It is a birthday present.',
  'Please ship before Friday if you can, thank you!',
  'Love your shop! A handwritten note would be lovely.',
  'Please use the second address line, the building has two entrances.',
];

export const PERSONALIZATIONS = ['Olena & Taras 2026', 'For Grandma Ann', 'Best Teacher Ever'];

export const GIFT_MESSAGES = ['Happy birthday, Mom! With love from Kyiv.', 'Merry Christmas! Thinking of you.'];
