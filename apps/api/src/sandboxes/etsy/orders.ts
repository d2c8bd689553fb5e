import { basketOf } from '../marketplace-kit/basket.ts';
import {
  openingDozen,
  ukrposhtaTrackingNumber,
  uspsTrackingNumber,
  type DozenStage,
} from '../marketplace-kit/opening-dozen.ts';
import { pick, prng } from '../marketplace-kit/random.ts';
import { BUYER_NOTES, BUYERS, CATALOG, GIFT_MESSAGES, PERSONALIZATIONS } from './catalog.ts';
import type { ReceiptPlan, ReceiptState } from './receipts.ts';

/*
 * What the sandbox's shops are ordered: the dozen a shop opens with (varied states over the last 60 days) and the
 * paid orders that arrive later. Everything random comes from a PRNG seeded by the shop (and the receipt), so a
 * shop looks the same on every run.
 */

type Slot = Omit<ReceiptPlan, 'receiptId' | 'seller' | 'currency' | 'createdAt' | 'updatedAt'> & { daysAgo: number };

/** The dozen's stages in Etsy's receipt states: Etsy shows a delivered receipt as shipped. */
const RECEIPT_STATE: Record<DozenStage, ReceiptState> = {
  paid: 'paid',
  paying: 'payment processing',
  unpaid: 'open',
  shipped: 'shipped',
  delivered: 'shipped',
  cancelled: 'canceled',
};

/**
 * A new shop's dozen (opening-dozen.ts): paid and waiting most, two unpaid, two shipped, one cancelled; one small US
 * order may ship without a track.
 */
function seedSlots(random: () => number): Slot[] {
  // Drawn before the dozen, as it always was: a shop keeps the orders it opened with.
  const usps = uspsTrackingNumber(random);
  const dozen = openingDozen(random, {
    buyers: BUYERS,
    countryOf: (buyer) => buyer.countryIso,
    catalog: CATALOG,
    notes: BUYER_NOTES,
    giftMessages: GIFT_MESSAGES,
    personalizations: PERSONALIZATIONS,
    trackingNumber: (carrier) => (carrier === 'usps' ? usps : ukrposhtaTrackingNumber(random)),
  });
  return dozen.map((order) => ({
    note: order.note,
    giftMessage: order.giftMessage,
    couponPercent: order.couponPercent,
    freeShipping: order.freeShipping,
    shipment: order.shipment && { carrier: order.shipment.carrier, trackingCode: order.shipment.trackingNumber },
    daysAgo: order.daysAgo,
    state: RECEIPT_STATE[order.stage],
    buyer: order.buyer,
    lines: order.lines.map(({ item, ...line }) => ({ listing: item, ...line })),
  }));
}

const HOUR_MS = 3_600_000;

export function seedPlans(
  first: { receiptId: number; seller: ReceiptPlan['seller']; currency: string; seed: number },
  now: Date,
): ReceiptPlan[] {
  const random = prng(first.seed);
  return seedSlots(random).map(({ daysAgo, ...slot }, index) => {
    const createdAt = new Date(now.getTime() - daysAgo * 24 * HOUR_MS - Math.floor(random() * 20) * HOUR_MS);
    // Shipped two days after the order; cancelled the next day; the rest last changed when paid.
    const later = slot.state === 'shipped' ? 48 : slot.state === 'canceled' ? 24 : 0.05;
    return {
      ...slot,
      receiptId: first.receiptId + index,
      seller: first.seller,
      currency: first.currency,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + later * HOUR_MS),
    };
  });
}

/**
 * A refunding shop's dozen: the Canadian order refunded in part (one of its two T-shirts) and the Australian one in
 * full, as a seller does from Shop Manager after payment.
 */
export function withRefunds(plans: ReceiptPlan[]): ReceiptPlan[] {
  return plans.map((plan) => {
    const country = plan.buyer.countryIso;
    if (plan.state !== 'paid') return plan;
    if (country === 'CA') return { ...plan, refund: { cents: plan.lines[0]!.listing.price, reason: 'Out of stock' } };
    if (country === 'AU') return { ...plan, refund: 'full' };
    return plan;
  });
}

/** A new paid order, as buyers keep placing them. */
export function paidPlan(input: {
  receiptId: number;
  seller: ReceiptPlan['seller'];
  currency: string;
  seed: number;
  at: Date;
}): ReceiptPlan {
  const random = prng(input.seed ^ input.receiptId);
  const lines = basketOf(random, CATALOG, PERSONALIZATIONS).map(({ item, ...line }) => ({ listing: item, ...line }));
  return {
    receiptId: input.receiptId,
    seller: input.seller,
    currency: input.currency,
    buyer: pick(random, BUYERS),
    lines,
    state: 'paid',
    createdAt: input.at,
    updatedAt: input.at,
    note: random() < 0.2 ? pick(random, BUYER_NOTES) : null,
    giftMessage: null,
    couponPercent: 0,
    freeShipping: false,
    shipment: null,
  };
}
