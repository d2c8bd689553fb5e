import { basketOf } from '../marketplace-kit/basket.ts';
import { openingDozen, type DozenCarrier, type DozenStage } from '../marketplace-kit/opening-dozen.ts';
import { pick, prng, type Random } from '../marketplace-kit/random.ts';
import { BUYER_NOTES, BUYERS, CATALOG, GIFT_MESSAGES, PERSONALIZATIONS } from './catalog.ts';
import type { OrderPlan } from './order-body.ts';
import type { OrderStatus } from './order.ts';
import { seedOf } from './random.ts';

/*
 * What the sandbox's market shops are ordered: the dozen a shop opens with (varied states over the last 60 days) and
 * the paid orders that arrive later. Everything random comes from a generator seeded by the shop (and the order
 * number), so a shop looks the same on every run.
 */

const HOUR_MS = 3_600_000;

type Slot = Omit<OrderPlan, 'shopExternalId' | 'currency' | 'number' | 'createdAt' | 'updatedAt' | 'shipment'> & {
  daysAgo: number;
  shipment: { carrier: DozenCarrier; trackingNumber: string } | null;
};

/** The dozen's stages in the market's order statuses: it tells no payment under way from one not yet made. */
const ORDER_STATE: Record<DozenStage, OrderStatus> = {
  paid: 'paid',
  paying: 'awaiting_payment',
  unpaid: 'awaiting_payment',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * A new shop's dozen (opening-dozen.ts): paid and waiting most (one partly refunded), two awaiting payment, one
 * shipped, one delivered, one cancelled at the buyer's request.
 */
function seedSlots(random: Random): Slot[] {
  const dozen = openingDozen(random, {
    buyers: BUYERS,
    countryOf: (buyer) => buyer.country,
    catalog: CATALOG,
    notes: BUYER_NOTES,
    giftMessages: GIFT_MESSAGES,
    personalizations: PERSONALIZATIONS,
  });
  return dozen.map((order) => ({
    note: order.note,
    giftMessage: order.giftMessage,
    couponPercent: order.couponPercent,
    freeShipping: order.freeShipping,
    shipment: order.shipment,
    cancelReason: order.stage === 'cancelled' ? 'buyer_request' : null,
    daysAgo: order.daysAgo,
    state: ORDER_STATE[order.stage],
    ...(order.partlyRefunded ? { partlyRefunded: true } : {}),
    buyer: order.buyer,
    lines: order.lines.map(({ item, ...line }) => ({ product: item, ...line })),
  }));
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
