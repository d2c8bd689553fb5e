import { describe, expect, it } from 'vitest';
import type { TopUpMethodInfo } from '@cabinet/contracts/top-up';
import { checkAmount, feeOf, parseAmount } from './amount-limits.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const card: TopUpMethodInfo = {
  method: 'card',
  minimum: usd('10.00'),
  maximum: usd('10000.00'),
  fee_percent: '3.00',
  fee_fixed: usd('0.00'),
};

describe('top-up amounts', () => {
  it('parse decimals with a point or a comma, never through floats', () => {
    expect(parseAmount('25')).toBe(2500);
    expect(parseAmount(' 25,5 ')).toBe(2550);
    expect(parseAmount('0.10')).toBe(10);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('ten')).toBeNull();
  });

  it('name the crossed limit and the amount it adjusts to (§5)', () => {
    expect(checkAmount('9.99', card)).toEqual({ kind: 'below', limit: '10.00', adjusted: '10.00' });
    expect(checkAmount('10000.01', card)).toEqual({ kind: 'above', limit: '10000.00', adjusted: '10000.00' });
    expect(checkAmount('10', card)).toEqual({ kind: 'ok', minor: 1000 });
    expect(checkAmount('', card)).toEqual({ kind: 'invalid' });
  });

  it('count the fee as the server does', () => {
    expect(feeOf(card, 2500)).toBe(75);
    expect(feeOf(card, 1050)).toBe(32); // 31.5 cents rounds up
    expect(feeOf({ ...card, fee_percent: '0.00' }, 2500)).toBe(0);
  });
});
