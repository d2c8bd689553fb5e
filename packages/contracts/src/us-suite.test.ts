import { describe, expect, it } from 'vitest';
import { accountOfSuite, suiteNumber, usAddress } from './us-suite.ts';

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

describe('the US address', () => {
  it('puts the street first, the suite second and the city line third, the name in Latin letters', () => {
    expect(usAddress('4100 Grays Ave, Philadelphia, PA 19142, USA', 42, 'Олена Коваль')).toEqual({
      suite: '000-042',
      name: 'Olena Koval',
      address_line1: '4100 Grays Ave',
      address_line2: 'Suite 000-042',
      city_line: 'Philadelphia, PA 19142, USA',
    });
  });
});
