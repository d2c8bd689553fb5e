import { s10 } from '../kit/s10.ts';
import { basketOf } from '../marketplace-kit/basket.ts';
import { pick, prng, type Random } from '../marketplace-kit/random.ts';
import { BUYER_NOTES, BUYERS, CATALOG, GIFT_MESSAGES, PERSONALIZATIONS, type BuyerCountry } from './catalog.ts';
import type { OrderPlan } from './order-body.ts';
import { seedOf } from './random.ts';

/*
 * What the sandbox's market shops are ordered: the dozen a shop opens with (varied states over the last 60 days) and
 * the paid orders that arrive later. Everything random comes from a generator seeded by the shop (and the order
 * number), so a shop looks the same on every run.
 */

const HOUR_MS = 3_600_000;
const product = (sku: string) => CATALOG.find((p) => p.sku === sku)!;
const buyerIn = (random: Random, country: BuyerCountry) =>
  pick(
    random,
    BUYERS.filter((b) => b.country === country),
  );

type Slot = Omit<OrderPlan, 'shopExternalId' | 'currency' | 'number' | 'createdAt' | 'updatedAt' | 'shipment'> & {
  daysAgo: number;
  shipment: { carrier: 'usps' | 'ukrposhta'; trackingNumber: string } | null;
};

/**
 * A new shop's dozen: paid and waiting most (one partly refunded), two awaiting payment, one shipped, one delivered,
 * one cancelled; a personalization, buyer notes, a gift with its message, a coupon, free shipping.
 */
function seedSlots(random: Random): Slot[] {
  const base = {
    note: null,
    giftMessage: null,
    couponPercent: 0,
    freeShipping: false,
    shipment: null,
    cancelReason: null,
  };
  const digits = () => String(Math.floor(random() * 1e9)).padStart(9, '0');
  return [
    {
      ...base,
      daysAgo: 1,
      state: 'paid',
      buyer: buyerIn(random, 'US'),
      note: pick(random, BUYER_NOTES),
      lines: [{ product: product('MUG-BLUE-01'), quantity: 1, personalization: pick(random, PERSONALIZATIONS) }],
    },
    {
      ...base,
      daysAgo: 2,
      state: 'paid',
      buyer: buyerIn(random, 'CA'),
      lines: [{ product: product('TSHIRT-M-BLK'), quantity: 2 }],
    },
    {
      ...base,
      daysAgo: 4,
      state: 'paid',
      buyer: buyerIn(random, 'GB'),
      giftMessage: pick(random, GIFT_MESSAGES),
      lines: [{ product: product('SCARF-WOOL-RED'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 6,
      state: 'paid',
      buyer: buyerIn(random, 'DE'),
      couponPercent: 10,
      lines: [{ product: product('CANDLE-LAV-200'), quantity: 3 }],
    },
    {
      ...base,
      daysAgo: 8,
      state: 'paid',
      buyer: buyerIn(random, 'AU'),
      lines: [{ product: product('POSTER-A3-KYIV'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 10,
      state: 'paid',
      buyer: buyerIn(random, 'US'),
      freeShipping: true,
      lines: [{ product: product('BOOKMARK-EMB-01'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 13,
      state: 'paid',
      partlyRefunded: true,
      buyer: buyerIn(random, 'US'),
      note: pick(random, BUYER_NOTES),
      lines: [
        { product: product('TSHIRT-M-BLK'), quantity: 1 },
        { product: product('CANDLE-LAV-200'), quantity: 2 },
      ],
    },
    {
      ...base,
      daysAgo: 3,
      state: 'awaiting_payment',
      buyer: buyerIn(random, 'DE'),
      lines: [{ product: product('POSTER-A3-KYIV'), quantity: 2 }],
    },
    {
      ...base,
      daysAgo: 5,
      state: 'awaiting_payment',
      buyer: buyerIn(random, 'US'),
      lines: [{ product: product('SCARF-WOOL-RED'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 24,
      state: 'shipped',
      buyer: buyerIn(random, 'US'),
      // USPS tracking numbers: 22 digits starting 9400.
      shipment: { carrier: 'usps', trackingNumber: `9400${digits()}${digits()}` },
      lines: [{ product: product('MUG-BLUE-01'), quantity: 2 }],
    },
    {
      ...base,
      daysAgo: 37,
      state: 'delivered',
      buyer: buyerIn(random, 'GB'),
      shipment: { carrier: 'ukrposhta', trackingNumber: s10('CP', Math.floor(random() * 1e8), 'UA') },
      lines: [{ product: product('POSTER-A3-KYIV'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 58,
      state: 'cancelled',
      cancelReason: 'buyer_request',
      buyer: buyerIn(random, 'CA'),
      lines: [{ product: product('CANDLE-LAV-200'), quantity: 1 }],
    },
  ];
}

/** Hours after the order when it last changed: shipped two days later, delivered in ten, cancelled the next day. */
const CHANGED_AFTER_HOURS: Record<OrderPlan['state'], number> = {
  awaiting_payment: 0,
  paid: 0.05,
  shipped: 48,
  delivered: 240,
  cancelled: 24,
};

export const SEED_COUNT = 12;

/** The shop's currency (`currency`, USD when not given) prices its goods and shipping. */
export function seedPlans(
  shop: { externalId: string; firstNumber: number; currency?: string },
  now: Date,
): OrderPlan[] {
  const random = prng(seedOf(shop.externalId));
  return seedSlots(random).map(({ daysAgo, shipment, ...slot }, index) => {
    const createdAt = new Date(now.getTime() - daysAgo * 24 * HOUR_MS - Math.floor(random() * 20) * HOUR_MS);
    return {
      ...slot,
      shopExternalId: shop.externalId,
      currency: shop.currency ?? 'USD',
      number: shop.firstNumber + index,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + CHANGED_AFTER_HOURS[slot.state] * HOUR_MS),
      shipment: shipment ? { ...shipment, at: new Date(createdAt.getTime() + 48 * HOUR_MS) } : null,
    };
  });
}

/** A new paid order, as buyers keep placing them. */
export function paidPlan(shop: { externalId: string; number: number; currency?: string }, at: Date): OrderPlan {
  const random = prng(seedOf(shop.externalId, shop.number));
  const lines = basketOf(random, CATALOG, PERSONALIZATIONS).map(({ item, ...line }) => ({ product: item, ...line }));
  return {
    shopExternalId: shop.externalId,
    currency: shop.currency ?? 'USD',
    number: shop.number,
    buyer: pick(random, BUYERS),
    lines,
    state: 'paid',
    createdAt: at,
    updatedAt: at,
    note: random() < 0.2 ? pick(random, BUYER_NOTES) : null,
    giftMessage: null,
    couponPercent: 0,
    freeShipping: false,
    shipment: null,
    cancelReason: null,
  };
}
