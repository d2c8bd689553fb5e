import { describe, expect, it } from 'vitest';
import {
  canMovePurchase,
  partialTotal,
  plainPurchaseMoves,
  purchaseFee,
  purchaseMoves,
  purchaseStatusColors,
  purchaseStatuses,
  purchaseTotals,
  sellerCancellable,
  type PurchaseStatus,
} from './purchases.ts';

/** The table of docs/purchases.md, written out: every allowed move, as `from → to`. */
const allowed = new Set([
  'incoming → accepted',
  'incoming → cancelled',
  'incoming → hold_legal',
  'accepted → wait_pay',
  'accepted → cancelled',
  'accepted → hold_legal',
  'wait_pay → money_come',
  'wait_pay → accepted',
  'wait_pay → cancelled',
  'money_come → verified',
  'money_come → payed',
  'money_come → partrefund',
  'money_come → hold',
  'money_come → hold_legal',
  'money_come → cancelled',
  'verified → payed',
  'verified → partrefund',
  'verified → error',
  'verified → hold',
  'verified → cancelled',
  'payed → transfer',
  'payed → in_usa',
  'payed → refunded',
  'partrefund → transfer',
  'partrefund → in_usa',
  'partrefund → refunded',
  'transfer → in_usa',
  'transfer → refunded',
  'in_usa → ready2send',
  'ready2send → parcel',
  'parcel → sent',
  'parcel → ready2send',
  'hold → unlocked',
  'hold → cancelled',
  'unlocked → verified',
  'unlocked → cancelled',
  'hold_legal → unlocked',
  'hold_legal → cancelled',
  'error → verified',
  'error → cancelled',
]);

describe('the purchase state machine', () => {
  it('has the 18 §4 statuses by their exact names, each with a colour', () => {
    expect(purchaseStatuses).toHaveLength(18);
    expect([...purchaseStatuses].sort()).toEqual(
      [
        'incoming',
        'accepted',
        'money_come',
        'verified',
        'ready2send',
        'parcel',
        'in_usa',
        'payed',
        'error',
        'cancelled',
        'refunded',
        'partrefund',
        'hold',
        'sent',
        'unlocked',
        'wait_pay',
        'transfer',
        'hold_legal',
      ].sort(),
    );
    for (const s of purchaseStatuses) expect(purchaseStatusColors[s]).toBeTruthy();
  });

  it('allows exactly the moves of the table and refuses every other pair', () => {
    for (const from of purchaseStatuses)
      for (const to of purchaseStatuses)
        expect([`${from} → ${to}`, canMovePurchase(from, to)]).toEqual([
          `${from} → ${to}`,
          allowed.has(`${from} → ${to}`),
        ]);
  });

  it('ends in sent, cancelled or refunded, and every status can reach one of them', () => {
    const ends: PurchaseStatus[] = ['sent', 'cancelled', 'refunded'];
    for (const end of ends) expect(purchaseMoves[end]).toEqual([]);
    for (const start of purchaseStatuses) {
      const seen = new Set<PurchaseStatus>([start]);
      const queue = [start];
      while (queue.length) {
        for (const next of purchaseMoves[queue.shift()!]) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      expect([start, ends.some((e) => seen.has(e))]).toEqual([start, true]);
    }
  });

  it('keeps money moves out of the plain moves, and lets the seller cancel only before buying', () => {
    for (const money of ['wait_pay', 'money_come', 'payed', 'partrefund', 'cancelled', 'refunded'] as const)
      expect(plainPurchaseMoves).not.toContain(money);
    expect(sellerCancellable).toEqual(['incoming', 'accepted', 'wait_pay', 'money_come']);
  });
});

describe('the quote', () => {
  const fee = { basisPoints: 500, minimum: 500 };

  it('takes our percentage of the items, never less than the minimum', () => {
    expect(purchaseFee(0, fee)).toBe(0);
    expect(purchaseFee(2_000, fee)).toBe(500);
    expect(purchaseFee(50_000, fee)).toBe(2_500);
    expect(purchaseTotals({ items: 10_000, sales_tax: 800, us_shipping: 1_000 }, fee)).toEqual({
      items: 10_000,
      sales_tax: 800,
      us_shipping: 1_000,
      fee: 500,
      total: 12_300,
    });
  });

  it('costs a partial purchase its items, their share of tax, the whole shipping and the fee on them', () => {
    const quote = { items: 10_000, sales_tax: 800, us_shipping: 1_000 };
    expect(partialTotal(quote, 10_000, fee)).toBe(12_300);
    expect(partialTotal(quote, 6_000, fee)).toBe(6_000 + 480 + 1_000 + 500);
    expect(partialTotal(quote, 0, fee)).toBe(1_000);
  });
});
