import { describe, expect, it } from 'vitest';
import type { WithdrawalMethodInfo } from '@cabinet/contracts/money-out';
import { checkAmount, feeOf, parseAmount } from './amounts.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const card: Pick<WithdrawalMethodInfo, 'min' | 'max' | 'fee'> = {
  min: usd('10.00'),
  max: usd('2500.00'),
  fee: { percent: '1.00', minimum: usd('1.00') },
};

describe('withdrawal amounts', () => {
  it('parse what people type', () => {
    expect(parseAmount('25')).toBe(2500);
    expect(parseAmount(' 25,5 ')).toBe(2550);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.005')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('offer the limit a too small or too large amount would be adjusted to (§5)', () => {
    expect(checkAmount('20', card)).toEqual({ kind: 'ok', minor: 2000 });
    expect(checkAmount('9.99', card)).toEqual({ kind: 'below', limit: '10.00', adjusted: '10.00' });
    expect(checkAmount('2500.01', card)).toEqual({ kind: 'above', limit: '2500.00', adjusted: '2500.00' });
    expect(checkAmount('', card)).toEqual({ kind: 'invalid' });
  });

  it('count the fee as the server does', () => {
    expect(feeOf(card, 2000)).toBe(100);
    expect(feeOf(card, 15050)).toBe(151);
    expect(feeOf({ fee: { percent: '0.50', minimum: usd('0.00') } }, 2010)).toBe(10);
    expect(feeOf({ fee: { percent: '0.00', minimum: usd('0.00') } }, 2010)).toBe(0);
  });
});
