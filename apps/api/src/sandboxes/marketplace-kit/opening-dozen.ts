import { s10 } from '../kit/s10.ts';
import type { BasketLine } from './basket.ts';
import { pick, type Random } from './random.ts';

/*
 * The dozen orders a new shop of the Etsy and market sandboxes opens with, over the last 60 days: paid and waiting
 * most, two awaiting payment, two sent, one cancelled; a personalization, buyer notes, a gift with its message, a
 * coupon, free shipping. Each sandbox names the stages in its own API's words. The slots are drawn on the shop's
 * generator in this order — the buyer, the note, the gift message, the lines' personalizations, the track — so a
 * shop's orders stay the same from run to run.
 */

/** Where an order stands; `paying` is a payment under way, `unpaid` one not yet made. */
export type DozenStage = 'paid' | 'paying' | 'unpaid' | 'shipped' | 'delivered' | 'cancelled';
export type DozenCarrier = 'usps' | 'ukrposhta';
type Country = 'US' | 'CA' | 'GB' | 'DE' | 'AU';

interface Slot {
  daysAgo: number;
  stage: DozenStage;
  country: Country;
  lines: Array<{ sku: string; quantity: number; personalized?: true }>;
  note?: true;
  gift?: true;
  couponPercent?: number;
  freeShipping?: true;
  /** Part of the payment given back (where the marketplace shows it on the order). */
  partlyRefunded?: true;
  track?: DozenCarrier;
}

const line = (sku: string, quantity: number) => ({ sku, quantity });

const SLOTS: Slot[] = [
  { daysAgo: 1, stage: 'paid', country: 'US', note: true, lines: [{ ...line('MUG-BLUE-01', 1), personalized: true }] },
  { daysAgo: 2, stage: 'paid', country: 'CA', lines: [line('TSHIRT-M-BLK', 2)] },
  { daysAgo: 4, stage: 'paid', country: 'GB', gift: true, lines: [line('SCARF-WOOL-RED', 1)] },
  { daysAgo: 6, stage: 'paid', country: 'DE', couponPercent: 10, lines: [line('CANDLE-LAV-200', 3)] },
  { daysAgo: 8, stage: 'paid', country: 'AU', lines: [line('POSTER-A3-KYIV', 1)] },
  { daysAgo: 10, stage: 'paid', country: 'US', freeShipping: true, lines: [line('BOOKMARK-EMB-01', 1)] },
  {
    daysAgo: 13,
    stage: 'paid',
    country: 'US',
    partlyRefunded: true,
    note: true,
    lines: [line('TSHIRT-M-BLK', 1), line('CANDLE-LAV-200', 2)],
  },
  { daysAgo: 3, stage: 'paying', country: 'DE', lines: [line('POSTER-A3-KYIV', 2)] },
  { daysAgo: 5, stage: 'unpaid', country: 'US', lines: [line('SCARF-WOOL-RED', 1)] },
  { daysAgo: 24, stage: 'shipped', country: 'US', track: 'usps', lines: [line('MUG-BLUE-01', 2)] },
  { daysAgo: 37, stage: 'delivered', country: 'GB', track: 'ukrposhta', lines: [line('POSTER-A3-KYIV', 1)] },
  { daysAgo: 58, stage: 'cancelled', country: 'CA', lines: [line('CANDLE-LAV-200', 1)] },
];

/** USPS tracking numbers: 22 digits starting 9400. */
export function uspsTrackingNumber(random: Random): string {
  const digits = () => String(Math.floor(random() * 1e9)).padStart(9, '0');
  return `9400${digits()}${digits()}`;
}

export const ukrposhtaTrackingNumber = (random: Random) => s10('CP', Math.floor(random() * 1e8), 'UA');

/** What a sandbox sells and who buys from it, in its own shapes. */
export interface DozenStock<Buyer, Item> {
  buyers: readonly Buyer[];
  countryOf(buyer: Buyer): string;
  catalog: readonly Item[];
  notes: readonly string[];
  giftMessages: readonly string[];
  personalizations: readonly string[];
  /** The track of a sent order; drawn at its slot unless the sandbox drew it beforehand. */
  trackingNumber?(carrier: DozenCarrier): string;
}

export interface DozenOrder<Buyer, Item> {
  daysAgo: number;
  stage: DozenStage;
  buyer: Buyer;
  note: string | null;
  giftMessage: string | null;
  couponPercent: number;
  freeShipping: boolean;
  partlyRefunded: boolean;
  lines: Array<BasketLine<Item>>;
  shipment: { carrier: DozenCarrier; trackingNumber: string } | null;
}

export function openingDozen<Buyer, Item extends { sku: string }>(
  random: Random,
  stock: DozenStock<Buyer, Item>,
): Array<DozenOrder<Buyer, Item>> {
  const trackingNumber =
    stock.trackingNumber ??
    ((carrier: DozenCarrier) => (carrier === 'usps' ? uspsTrackingNumber(random) : ukrposhtaTrackingNumber(random)));
  const item = (sku: string) => stock.catalog.find((i) => i.sku === sku)!;
  return SLOTS.map((slot) => {
    const buyer = pick(
      random,
      stock.buyers.filter((b) => stock.countryOf(b) === slot.country),
    );
    const note = slot.note ? pick(random, stock.notes) : null;
    const giftMessage = slot.gift ? pick(random, stock.giftMessages) : null;
    const lines = slot.lines.map(({ sku, quantity, personalized }) => ({
      item: item(sku),
      quantity,
      ...(personalized ? { personalization: pick(random, stock.personalizations) } : {}),
    }));
    return {
      daysAgo: slot.daysAgo,
      stage: slot.stage,
      buyer,
      note,
      giftMessage,
      couponPercent: slot.couponPercent ?? 0,
      freeShipping: slot.freeShipping ?? false,
      partlyRefunded: slot.partlyRefunded ?? false,
      lines,
      shipment: slot.track ? { carrier: slot.track, trackingNumber: trackingNumber(slot.track) } : null,
    };
  });
}
