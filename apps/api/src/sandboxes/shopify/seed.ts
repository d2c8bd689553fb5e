import { listPrice } from '../marketplace-kit/currencies.ts';
import { prng, type Random } from '../marketplace-kit/random.ts';
import { orderBody, type Buyer, type Json, type LineSpec, type OrderSpec } from './order-body.ts';
import { cancel, fulfill, openReturn } from './order-changes.ts';
import { editOutLine, refundLines } from './order-money.ts';
import { trackingUrlOf } from './tracking.ts';

/*
 * The orders a sandbox shop is born with and the ones that arrive later: realistic goods, buyers in the US, Canada,
 * the UK, Germany and Australia, and a history in varied states. Everything comes from a PRNG seeded with the shop's
 * id (never Math.random), so a shop looks the same every time it is opened and tests can rely on it. Prices are the
 * shop's own, in its currency; buyers in the markets where the shop sells in local currency (the UK, Germany) are
 * shown and pay theirs (the order's presentment currency), the others the shop's.
 */

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const GOODS: ReadonlyArray<Omit<LineSpec, 'quantity' | 'properties'>> = [
  { sku: 'MUG-BLUE-01', title: 'Hand-Glazed Ceramic Mug', variantTitle: 'Blue / 350 ml', price: 1800 },
  { sku: 'TSHIRT-M-BLK', title: 'Embroidered Cotton T-Shirt', variantTitle: 'M / Black', price: 2400 },
  { sku: 'SCARF-WOOL-RED', title: 'Merino Wool Scarf', variantTitle: 'Red', price: 3950 },
  { sku: 'CANDLE-LAV-200', title: 'Soy Wax Candle', variantTitle: 'Lavender / 200 g', price: 1500 },
  { sku: 'POSTER-A3-KYIV', title: 'Kyiv Skyline Poster', variantTitle: 'A3', price: 2200 },
];
const NECKLACE = { sku: 'NECKLACE-NAME-GLD', title: 'Custom Name Necklace', variantTitle: 'Gold', price: 4500 };

const BUYERS: readonly Buyer[] = [
  {
    firstName: 'Emily',
    lastName: 'Carter',
    email: 'emily.carter@example.com',
    address1: '350 5th Ave',
    address2: 'Apt 7',
    city: 'New York',
    province: 'New York',
    provinceCode: 'NY',
    zip: '10118',
    country: 'United States',
    countryCodeV2: 'US',
    phone: '+12125550100',
  },
  {
    firstName: 'Jacob',
    lastName: 'Miller',
    email: 'jacob.miller@example.com',
    address1: '1200 Market St',
    address2: null,
    city: 'San Francisco',
    province: 'California',
    provinceCode: 'CA',
    zip: '94102',
    country: 'United States',
    countryCodeV2: 'US',
    phone: null,
  },
  {
    firstName: 'Chloé',
    lastName: 'Tremblay',
    email: 'chloe.tremblay@example.com',
    address1: '290 Bremner Blvd',
    address2: null,
    city: 'Toronto',
    province: 'Ontario',
    provinceCode: 'ON',
    zip: 'M5V 3L9',
    country: 'Canada',
    countryCodeV2: 'CA',
    phone: '+14165550142',
  },
  {
    firstName: 'Oliver',
    lastName: 'Hughes',
    email: 'oliver.hughes@example.com',
    address1: '221B Baker Street',
    address2: null,
    city: 'London',
    province: 'England',
    provinceCode: 'ENG',
    zip: 'NW1 6XE',
    country: 'United Kingdom',
    countryCodeV2: 'GB',
    phone: '+442079460000',
  },
  {
    firstName: 'Lena',
    lastName: 'Schneider',
    email: 'lena.schneider@example.com',
    address1: 'Friedrichstraße 43',
    address2: 'Hinterhaus',
    city: 'Berlin',
    province: 'Berlin',
    provinceCode: 'BE',
    zip: '10117',
    country: 'Germany',
    countryCodeV2: 'DE',
    phone: null,
  },
  {
    firstName: 'Mia',
    lastName: 'Nguyen',
    email: 'mia.nguyen@example.com',
    address1: '1 Macquarie St',
    address2: null,
    city: 'Sydney',
    province: 'New South Wales',
    provinceCode: 'NSW',
    zip: '2000',
    country: 'Australia',
    countryCodeV2: 'AU',
    phone: '+61255501234',
  },
];

/** Sales tax added at checkout (US, Canada); the UK, German and Australian prices include VAT/GST. */
const TAX_RATE: Record<string, number> = { US: 0.08875, CA: 0.13 };
const INCLUDED_TAX_RATE: Record<string, number> = { GB: 0.2, DE: 0.19, AU: 0.1 };
const SHIPPING: Record<string, number> = { US: 500, CA: 1200 };
const INTERNATIONAL_SHIPPING = 1500;
/** Shopify Markets: the markets whose buyers see prices and pay in their own currency. */
const LOCAL_PRESENTMENT: Record<string, string> = { GB: 'GBP', DE: 'EUR' };

/** What happens to each of a new shop's twelve orders, oldest first. */
type Story =
  | 'paid'
  | 'unpaid'
  | 'fulfilled'
  | 'returning'
  | 'cancelled'
  | 'held'
  | 'edited'
  | 'refunded'
  | 'split'
  | 'many_locations';
const SEED_STORIES: readonly Story[] = [
  'fulfilled',
  'paid',
  'unpaid',
  'returning',
  'paid',
  'cancelled',
  'paid',
  'held',
  'unpaid',
  'paid',
  'paid',
  'paid',
  'edited',
  'refunded',
  'split',
  'many_locations',
];
const DAY = 86_400_000;

interface SpecInput {
  shopId: number;
  seq: number;
  currency: string;
  createdAt: Date;
  random: Random;
  financialStatus?: OrderSpec['financialStatus'];
  /** A chosen buyer (the seed gives every country one); else one at random. */
  buyerIndex?: number;
}

function orderSpec(
  input: SpecInput,
  extra: Partial<Pick<OrderSpec, 'note' | 'attributes' | 'fulfillmentOrderStatus'>> & {
    personalized?: boolean;
    discountPercent?: number;
    /** This many different goods (else one to three). */
    lineCount?: number;
  } = {},
): OrderSpec {
  const { random } = input;
  const buyerIndex = (input.buyerIndex ?? Math.floor(random() * BUYERS.length)) % BUYERS.length;
  const buyer = BUYERS[buyerIndex]!;
  const count = extra.lineCount ?? 1 + Math.floor(random() * 3);
  const lines: LineSpec[] = [];
  const priced = <T extends { price: number }>(goods: T): T => ({
    ...goods,
    price: listPrice(goods.price, input.currency),
  });
  for (const goods of shuffled(random, GOODS).slice(0, count)) {
    lines.push({ ...priced(goods), quantity: 1 + Math.floor(random() * 2), properties: [] });
  }
  if (extra.personalized) {
    lines.push({ ...priced(NECKLACE), quantity: 1, properties: [['Personalization', 'Olena']] });
  }
  const value = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discountCents = Math.round((value * (extra.discountPercent ?? 0)) / 100);
  const country = buyer.countryCodeV2;
  return {
    seq: input.seq,
    shopId: input.shopId,
    customerId: input.shopId * 1000 + buyerIndex,
    buyer,
    lines,
    currency: input.currency,
    presentmentCurrency: LOCAL_PRESENTMENT[country] ?? input.currency,
    discountCents,
    shippingCents: listPrice(SHIPPING[country] ?? INTERNATIONAL_SHIPPING, input.currency),
    taxRate: TAX_RATE[country] ?? INCLUDED_TAX_RATE[country] ?? 0,
    taxesIncluded: country in INCLUDED_TAX_RATE,
    note: extra.note ?? null,
    attributes: extra.attributes ?? [],
    financialStatus: input.financialStatus ?? 'PAID',
    fulfillmentOrderStatus: extra.fulfillmentOrderStatus ?? 'OPEN',
    createdAt: input.createdAt,
  };
}

/** How the lines of a story's order are split over fulfillment orders (several locations, a held or closed part). */
const SPLITS: Partial<Record<Story, { lineCount: number; groups: NonNullable<OrderSpec['fulfillmentOrders']> }>> = {
  split: {
    lineCount: 3,
    groups: [
      { status: 'OPEN', lines: [0] },
      { status: 'ON_HOLD', lines: [1] },
      { status: 'CLOSED', lines: [2] },
    ],
  },
  many_locations: {
    lineCount: 5,
    groups: [0, 1, 2, 3, 4, 5].map((i) => ({ status: 'OPEN' as const, lines: [i] })),
  },
};

/** A new shop's history: sixteen orders over the last sixty days, the newest a few days old. */
export function seedOrders(shopId: number, currency: string, now: Date): Json[] {
  const random = prng(shopId);
  return SEED_STORIES.map((story, i) => {
    const createdAt = new Date(now.getTime() - (58 - i * 3.5) * DAY + Math.floor(random() * 8) * 3_600_000);
    const input: SpecInput = {
      shopId,
      seq: i + 1,
      currency,
      createdAt,
      random,
      financialStatus: story === 'unpaid' ? 'PENDING' : 'PAID',
      buyerIndex: i,
    };
    const split = SPLITS[story];
    const spec = orderSpec(input, {
      lineCount: split?.lineCount ?? (story === 'edited' || story === 'refunded' ? 2 : undefined),
      note:
        i === 1 ? 'Please ship in plain packaging, it is a surprise.' : i === 9 ? 'Could you add a spare wick?' : null,
      attributes: i === 6 ? [['Gift message', 'Happy birthday, Anna! Love, Mark']] : [],
      personalized: i === 4 || story === 'many_locations',
      discountPercent: i === 2 ? 10 : 0,
      fulfillmentOrderStatus: story === 'held' ? 'ON_HOLD' : 'OPEN',
    });
    return tellStory(orderBody({ ...spec, fulfillmentOrders: split?.groups }), story, createdAt);
  });
}

/** Moves a fresh order along its story, through the same changes the API makes. */
function tellStory(order: Json, story: Story, createdAt: Date): Json {
  const firstLine = () => (order.lineItems as { nodes: Json[] }).nodes[0]!;
  const later = new Date(createdAt.getTime() + 6 * 3_600_000);
  if (story === 'edited') return editOutLine(order, String(firstLine().id), later);
  if (story === 'refunded') return refundLines(order, [{ id: String(firstLine().id), quantity: 1 }], later);
  if (story === 'cancelled') {
    const outcome = cancel(order, 'CUSTOMER', true, new Date(createdAt.getTime() + 3_600_000));
    return 'order' in outcome ? outcome.order : order;
  }
  if (story !== 'fulfilled' && story !== 'returning') return order;
  const shippedAt = new Date(createdAt.getTime() + 2 * DAY);
  const fulfillmentOrderId = String((order.fulfillmentOrders as { nodes: Json[] }).nodes[0]!.id);
  const number = `9400111899562${String(createdAt.getTime()).slice(-9)}`;
  const tracking = { company: 'USPS', number, url: trackingUrlOf('USPS', number, null) };
  const outcome = fulfill(order, [{ fulfillmentOrderId, lines: null }], tracking, shippedAt);
  if (!('order' in outcome)) return order;
  return story === 'returning' ? openReturn(outcome.order, new Date(shippedAt.getTime() + 5 * DAY)) : outcome.order;
}

/** One new paid order, as buyers keep placing them. */
export const newOrder = (shopId: number, seq: number, currency: string, at: Date): Json =>
  orderBody(orderSpec({ shopId, seq, currency, createdAt: at, random: prng(shopId * 7919 + seq) }));

/** `count` paid orders numbered from `firstSeq`, spread evenly over the thirty days before `now` (a shop's backlog). */
export function backlogOrders(shopId: number, firstSeq: number, count: number, currency: string, now: Date): Json[] {
  const random = prng(shopId * 104_729 + firstSeq);
  const span = 30 * DAY;
  return Array.from({ length: count }, (_, k) =>
    orderBody(
      orderSpec({
        shopId,
        seq: firstSeq + k,
        currency,
        createdAt: new Date(now.getTime() - span + Math.floor((k * span) / count)),
        random,
      }),
    ),
  );
}
