import { describe, expect, it } from 'vitest';
import { balance, usd } from '../test-data.ts';
import { minorOf, moneyOf, paymentEffect } from './money-math.ts';

describe('money math in minor units', () => {
  it.each([
    ['12.50', 1250],
    ['0.07', 7],
    ['-1.77', -177],
    ['5', 500],
    ['10000000.00', 1_000_000_000],
  ])('reads %s as %i', (amount, minor) => expect(minorOf({ amount })).toBe(minor));

  it('adds without float drift', () => {
    expect(moneyOf(minorOf({ amount: '0.10' }) + minorOf({ amount: '0.20' })).amount).toBe('0.30');
  });

  it('tells the balance after a payment and whether it fits above the minimum', () => {
    expect(paymentEffect(usd('11.75'), balance('50.00'))).toEqual({
      before: usd('50.00'),
      after: usd('38.25'),
      enough: true,
    });
    expect(paymentEffect(usd('11.75'), balance('11.75')).enough).toBe(true);
    expect(paymentEffect(usd('11.75'), balance('11.74'))).toMatchObject({ after: usd('-0.01'), enough: false });
    // A credit line (negative minimum) lets the balance go below zero.
    expect(paymentEffect(usd('30.00'), balance('10.00', '-100.00'))).toMatchObject({
      after: usd('-20.00'),
      enough: true,
    });
  });
});
