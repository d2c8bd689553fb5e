import { describe, expect, it } from 'vitest';
import { accountOfSuite, suiteNumber } from './us-suite.ts';

describe('the US suite', () => {
  it('is the account number in six digits, split 3-3', () => {
    expect(suiteNumber(42)).toBe('000-042');
    expect(suiteNumber(123456)).toBe('123-456');
    expect(() => suiteNumber(0)).toThrow(RangeError);
    expect(() => suiteNumber(1_000_000)).toThrow(RangeError);
  });

  it('is read back from what a shop wrote on the label', () => {
    for (const written of ['Suite 000-042', 'STE 000042', '#000-042', '000 042', 'Apt 000-042, Philadelphia'])
      expect([written, accountOfSuite(written)]).toEqual([written, 42]);
    for (const written of ['Suite 42', '4100 Grays Ave', '', 'Suite 000-000', '1234567'])
      expect([written, accountOfSuite(written)]).toEqual([written, null]);
  });
});
