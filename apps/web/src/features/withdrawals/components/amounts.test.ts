import { describe, expect, it } from 'vitest';
import type { WithdrawalMethodInfo } from '@cabinet/contracts/withdrawals';
import { checkAmount, checkWithdrawal, feeOf, parseAmount, withdrawableMinor } from './amounts.ts';

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

  it('know the most a balance pays with its fee, within the method maximum', () => {
    expect(withdrawableMinor(card, 100_000)).toBe(99_010); // 990.10 + 9.90 = 1 000.00
    expect(withdrawableMinor(card, 1_000_000)).toBe(250_000); // the method's maximum
    expect(withdrawableMinor(card, 1_100)).toBe(1_000); // 10.00 + the 1.00 minimum fee
    expect(withdrawableMinor(card, 50)).toBe(0);
  });

  it('adjust above the limit to what the balance allows, and refuse when not even the minimum fits (§5)', () => {
    expect(checkWithdrawal('3000', card, 100_000)).toEqual({
      kind: 'above_available',
      limit: '990.10',
      adjusted: '990.10',
    });
    expect(checkWithdrawal('3000', card, 1_000_000)).toEqual({ kind: 'above', limit: '2500.00', adjusted: '2500.00' });
    expect(checkWithdrawal('990.10', card, 100_000)).toEqual({ kind: 'ok', minor: 99_010 });
    expect(checkWithdrawal('990.11', card, 100_000)).toEqual({ kind: 'not_enough', total: 100_001 });
    expect(checkWithdrawal('5', card, 1_050)).toEqual({ kind: 'not_enough', total: 1_100 });
    expect(checkWithdrawal('5', card, 100_000)).toEqual({ kind: 'below', limit: '10.00', adjusted: '10.00' });
  });
});
