/*
 * What the sandbox's Etsy shops sell and who buys: a handful of listings with their variations and SKUs, and buyers
 * in the countries our sellers ship to most (US, CA, GB, DE, AU) with addresses as Etsy formats them.
 */

export interface CatalogListing {
  listingId: number;
  productId: number;
  title: string;
  sku: string;
  /** Cents of USD, the sandbox shops' currency. */
  price: number;
  /** Etsy's property ids: 200 primary colour, 100 size, 513/514 the seller's own variations. */
  variations: Array<{ propertyId: number; valueId: number | null; name: string; value: string }>;
  /** The buyer may write a personalization (it arrives as a variation carrying the question's id). */
  personalizable: boolean;
  /** The seller's personalization question: its text is the variation's name, its id the `question_id`. */
  question?: { id: number; text: string };
}

export const CATALOG: CatalogListing[] = [
  {
    listingId: 1_462_880_113,
    productId: 11_058_220_411,
    title: 'Handmade Ceramic Coffee Mug, Cobalt Blue Glaze, 12 oz',
    sku: 'MUG-BLUE-01',
    price: 2800,
    variations: [{ propertyId: 200, valueId: 3, name: 'Primary color', value: 'Blue' }],
    personalizable: true,
    question: { id: 3_114_406_221, text: 'Name or date to engrave' },
  },
  {
    listingId: 1_503_417_926,
    productId: 12_340_115_872,
    title: 'Kyiv Skyline Cotton T-Shirt, Unisex',
    sku: 'TSHIRT-M-BLK',
    price: 2450,
    variations: [
      { propertyId: 100, valueId: 1_157, name: 'Size', value: 'M' },
      { propertyId: 200, valueId: 1, name: 'Primary color', value: 'Black' },
    ],
    personalizable: false,
  },
  {
    listingId: 1_388_264_507,
    productId: 10_775_391_006,
    title: 'Hand-Knitted Merino Wool Scarf, Cherry Red',
    sku: 'SCARF-WOOL-RED',
    price: 4600,
    variations: [{ propertyId: 513, valueId: null, name: 'Length', value: '180 cm' }],
    personalizable: false,
  },
  {
    listingId: 1_279_930_841,
    productId: 9_884_412_273,
    title: 'Lavender Soy Candle in Amber Jar, 200 g',
    sku: 'CANDLE-LAV-200',
    price: 1800,
    variations: [{ propertyId: 513, valueId: null, name: 'Scent', value: 'Lavender' }],
    personalizable: false,
  },
  {
    listingId: 1_611_005_398,
    productId: 13_002_764_519,
    title: 'Kyiv Map Poster, A3 Art Print',
    sku: 'POSTER-A3-KYIV',
    price: 2200,
    variations: [
      { propertyId: 100, valueId: 2_044, name: 'Size', value: 'A3 (297 × 420 mm)' },
      { propertyId: 514, valueId: null, name: 'Frame', value: 'No frame' },
    ],
    personalizable: false,
  },
  {
    listingId: 1_547_762_230,
    productId: 12_690_548_117,
    title: 'Embroidered Linen Bookmark, Vyshyvanka Pattern',
    sku: 'BOOKMARK-EMB-01',
    price: 850,
    variations: [],
    personalizable: false,
  },
];

export interface CatalogBuyer {
  userId: number;
  name: string;
  email: string;
  firstLine: string;
  secondLine: string | null;
  city: string;
  state: string | null;
  zip: string;
  countryIso: 'US' | 'CA' | 'GB' | 'DE' | 'AU';
  countryName: string;
}

export const BUYERS: CatalogBuyer[] = [
  {
    userId: 904_118_265,
    name: 'Emily Carter',
    email: 'emily.carter@example.com',
    firstLine: '1458 Maple Avenue',
    secondLine: 'Apt 3B',
    city: 'Portland',
    state: 'OR',
    zip: '97205',
    countryIso: 'US',
    countryName: 'United States',
  },
  {
    userId: 871_330_492,
    name: 'Michael Johnson',
    email: 'm.johnson@example.com',
    firstLine: '742 Evergreen Terrace',
    secondLine: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    countryIso: 'US',
    countryName: 'United States',
  },
  {
    userId: 955_207_813,
    name: 'Sarah Thompson',
    email: 'sarah.t@example.com',
    firstLine: '55 Water Street',
    secondLine: 'Unit 12',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11201',
    countryIso: 'US',
    countryName: 'United States',
  },
  {
    userId: 812_664_057,
    name: 'Liam Tremblay',
    email: 'liam.tremblay@example.com',
    firstLine: '220 Rue Saint-Paul Ouest',
    secondLine: null,
    city: 'Montréal',
    state: 'QC',
    zip: 'H2Y 1Z8',
    countryIso: 'CA',
    countryName: 'Canada',
  },
  {
    userId: 798_540_331,
    name: 'Oliver Bennett',
    email: 'oliver.bennett@example.com',
    firstLine: "14 Queen's Road",
    secondLine: null,
    city: 'Bristol',
    state: null,
    zip: 'BS8 1QE',
    countryIso: 'GB',
    countryName: 'United Kingdom',
  },
  {
    userId: 933_412_786,
    name: 'Anna Schneider',
    email: 'anna.schneider@example.com',
    firstLine: 'Bergmannstraße 12',
    secondLine: null,
    city: 'Berlin',
    state: null,
    zip: '10961',
    countryIso: 'DE',
    countryName: 'Germany',
  },
  {
    userId: 887_025_649,
    name: 'Charlotte Nguyen',
    email: 'charlotte.nguyen@example.com',
    firstLine: '8 Ocean Street',
    secondLine: null,
    city: 'Bondi',
    state: 'NSW',
    zip: '2026',
    countryIso: 'AU',
    countryName: 'Australia',
  },
];

/** Shipping the shop charges to each country, in cents. */
export const SHIPPING_TO: Record<CatalogBuyer['countryIso'], number> = {
  US: 500,
  CA: 1200,
  GB: 1400,
  DE: 1400,
  AU: 1800,
};

/** What Etsy collects on top: US and Canadian sales tax, British, German and Australian VAT/GST. */
export const TAX_RATE: Record<CatalogBuyer['countryIso'], { kind: 'tax' | 'vat'; rate: number }> = {
  US: { kind: 'tax', rate: 0.08 },
  CA: { kind: 'tax', rate: 0.05 },
  GB: { kind: 'vat', rate: 0.2 },
  DE: { kind: 'vat', rate: 0.19 },
  AU: { kind: 'vat', rate: 0.1 },
};

export const BUYER_NOTES = [
  'Could you wrap it nicely? It is a birthday present.',
  'Please ship before Friday if you can, thank you!',
  'Love your shop! A handwritten note would be lovely.',
  'Please use the second address line, the building has two entrances.',
];

export const PERSONALIZATIONS = ['Olena & Taras 2026', 'For Grandma Ann', 'Best Teacher Ever'];

export const GIFT_MESSAGES = ['Happy birthday, Mom! With love from Kyiv.', 'Merry Christmas! Thinking of you.'];

/** How Etsy lays out `formatted_address`: name, lines, city line, country. */
export function formattedAddress(buyer: CatalogBuyer): string {
  const cityLine = [buyer.city.toUpperCase(), [buyer.state, buyer.zip].filter(Boolean).join(' ')].join(', ');
  return [buyer.name, buyer.firstLine, buyer.secondLine, cityLine, buyer.countryName].filter(Boolean).join('\n');
}
