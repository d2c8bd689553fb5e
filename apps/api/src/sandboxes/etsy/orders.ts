import { s10 } from '../kit/s10.ts';
import { basketOf } from '../marketplace-kit/basket.ts';
import { pick, prng } from '../marketplace-kit/random.ts';
import { BUYER_NOTES, BUYERS, CATALOG, GIFT_MESSAGES, PERSONALIZATIONS, type CatalogBuyer } from './catalog.ts';
import type { ReceiptPlan } from './receipts.ts';

/*
 * What the sandbox's shops are ordered: the dozen a shop opens with (varied states over the last 60 days) and the
 * paid orders that arrive later. Everything random comes from a PRNG seeded by the shop (and the receipt), so a
 * shop looks the same on every run.
 */

const listing = (sku: string) => CATALOG.find((l) => l.sku === sku)!;
const buyerIn = (random: () => number, country: CatalogBuyer['countryIso']) =>
  pick(
    random,
    BUYERS.filter((b) => b.countryIso === country),
  );

type Slot = Omit<ReceiptPlan, 'receiptId' | 'seller' | 'currency' | 'createdAt' | 'updatedAt'> & { daysAgo: number };

/**
 * A new shop's dozen: paid and waiting most, two unpaid, two shipped, one cancelled; a personalization, buyer notes,
 * a gift with its message, a coupon, and one small US order that may ship without a track.
 */
function seedSlots(random: () => number): Slot[] {
  const base = { note: null, giftMessage: null, couponPercent: 0, freeShipping: false, shipment: null };
  const digits = () => String(Math.floor(random() * 1e9)).padStart(9, '0');
  // USPS tracking numbers: 22 digits starting 9400.
  const usps = `9400${digits()}${digits()}`;
  return [
    {
      ...base,
      daysAgo: 1,
      state: 'paid',
      buyer: buyerIn(random, 'US'),
      note: pick(random, BUYER_NOTES),
      lines: [{ listing: listing('MUG-BLUE-01'), quantity: 1, personalization: pick(random, PERSONALIZATIONS) }],
    },
    {
      ...base,
      daysAgo: 2,
      state: 'paid',
      buyer: buyerIn(random, 'CA'),
      lines: [{ listing: listing('TSHIRT-M-BLK'), quantity: 2 }],
    },
    {
      ...base,
      daysAgo: 4,
      state: 'paid',
      buyer: buyerIn(random, 'GB'),
      giftMessage: pick(random, GIFT_MESSAGES),
      lines: [{ listing: listing('SCARF-WOOL-RED'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 6,
      state: 'paid',
      buyer: buyerIn(random, 'DE'),
      couponPercent: 10,
      lines: [{ listing: listing('CANDLE-LAV-200'), quantity: 3 }],
    },
    {
      ...base,
      daysAgo: 8,
      state: 'paid',
      buyer: buyerIn(random, 'AU'),
      lines: [{ listing: listing('POSTER-A3-KYIV'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 10,
      state: 'paid',
      buyer: buyerIn(random, 'US'),
      freeShipping: true,
      lines: [{ listing: listing('BOOKMARK-EMB-01'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 13,
      state: 'paid',
      buyer: buyerIn(random, 'US'),
      note: pick(random, BUYER_NOTES),
      lines: [
        { listing: listing('TSHIRT-M-BLK'), quantity: 1 },
        { listing: listing('CANDLE-LAV-200'), quantity: 2 },
      ],
    },
    {
      ...base,
      daysAgo: 3,
      state: 'payment processing',
      buyer: buyerIn(random, 'DE'),
      lines: [{ listing: listing('POSTER-A3-KYIV'), quantity: 2 }],
    },
    {
      ...base,
      daysAgo: 5,
      state: 'open',
      buyer: buyerIn(random, 'US'),
      lines: [{ listing: listing('SCARF-WOOL-RED'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 24,
      state: 'shipped',
      buyer: buyerIn(random, 'US'),
      shipment: { carrier: 'usps', trackingCode: usps },
      lines: [{ listing: listing('MUG-BLUE-01'), quantity: 2 }],
    },
    {
      ...base,
      daysAgo: 37,
      state: 'shipped',
      buyer: buyerIn(random, 'GB'),
      shipment: { carrier: 'ukrposhta', trackingCode: s10('CP', Math.floor(random() * 1e8), 'UA') },
      lines: [{ listing: listing('POSTER-A3-KYIV'), quantity: 1 }],
    },
    {
      ...base,
      daysAgo: 58,
      state: 'canceled',
      buyer: buyerIn(random, 'CA'),
      lines: [{ listing: listing('CANDLE-LAV-200'), quantity: 1 }],
    },
  ];
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
