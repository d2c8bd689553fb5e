import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { shipment, usd } from '../test-data.ts';
import { receiptOutcome, receiptOutcomeText } from './receipt-outcome.ts';

beforeAll(() => i18n.loadNamespaces('shipments'));

describe('a receipt’s outcome in words', () => {
  const before = shipment({ status: 'customer_sent', price: usd('17.49') });
  const t = () => i18n.getFixedT('en', 'shipments');

  it('says where a parcel went when its price stayed, and what is owed when the seller cannot cover a rise', () => {
    const same = { ...before, status: 'in_ua_warehouse' as const };
    expect(receiptOutcome(before, same)).toBe('received');
    expect(receiptOutcomeText(t(), before, same)).toBe('Received: At the Ukrainian warehouse');
    const due = { ...same, price: usd('19.10'), payment_state: 'due' as const, amount_due: usd('1.61') };
    expect(receiptOutcome(before, due)).toBe('due');
    expect(receiptOutcomeText(t(), before, due)).toBe(
      'Received: At the Ukrainian warehouse; the seller owes the difference of $1.61, and the parcel cannot leave until it is paid',
    );
  });

  it('names a held parcel’s reason in words, never its code, whatever the reason', () => {
    const held = { ...before, status: 'in_ua_warehouse' as const, pending_action: 'fix_delivery' as const };
    expect(receiptOutcomeText(t(), before, { ...held, delivery_problem: 'express_box_too_small' })).toMatch(
      /^Held: express needs a box of at least 15 × 21 cm \(Small pack\)\./,
    );
    expect(receiptOutcomeText(t(), before, { ...held, delivery_problem: 'side_out_of_range' })).toMatch(
      /^Held: its delivery type does not take it as measured \(Small pack\)\./,
    );
  });
});
