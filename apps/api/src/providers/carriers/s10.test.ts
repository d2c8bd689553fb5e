import { describe, expect, it } from 'vitest';
import { deliveryTypes } from '@cabinet/contracts/tariffs';
import { sandboxCarriers } from '../../sandboxes/carriers/sandbox.ts';
import { s10 as sandboxS10 } from '../../sandboxes/kit/s10.ts';
import { isValidS10, s10, s10CheckDigit } from './s10.ts';

describe('UPU S10', () => {
  it('the sandboxes issue what the adapters accept: two readings of the standard agree on every serial tried', () => {
    expect(sandboxS10('EE', 12345678, 'US')).toBe('EE123456785US');
    for (let serial = 0; serial < 100_000_000; serial += 99_991) {
      expect(isValidS10(sandboxS10('CA', serial, 'UA')), String(serial)).toBe(true);
      expect(sandboxS10('LA', serial, 'UA')).toBe(s10('LA', serial, 'UA'));
    }
  });

  it('computes the check digit with the 8-6-4-2-3-5-9-7 weights', () => {
    expect(s10CheckDigit('12345678')).toBe(5); // EE123456785US, the UPU example
    expect(s10CheckDigit('47312482')).toBe(9); // Σ = 200, 200 mod 11 = 2, 11 − 2
  });

  it('maps a remainder of 10 to 0 and of 11 (sum divisible by 11) to 5', () => {
    // Find a serial of each edge case by search, then check the mapping.
    const serials = Array.from({ length: 2000 }, (_, i) => String(i).padStart(8, '0'));
    const sums = (s: string) => [...s].reduce((a, d, i) => a + Number(d) * [8, 6, 4, 2, 3, 5, 9, 7][i]!, 0);
    const ten = serials.find((s) => 11 - (sums(s) % 11) === 10)!;
    const eleven = serials.find((s) => s !== '00000000' && sums(s) % 11 === 0)!;
    expect(s10CheckDigit(ten)).toBe(0);
    expect(s10CheckDigit(eleven)).toBe(5);
  });

  it('builds and checks identifiers', () => {
    expect(s10('EE', 12345678, 'US')).toBe('EE123456785US');
    expect(s10('RR', 42, 'UA')).toMatch(/^RR00000042\dUA$/);
    expect(isValidS10('EE123456785US')).toBe(true);
    expect(isValidS10('EE123456784US')).toBe(false);
    expect(isValidS10('E123456785US')).toBe(false);
    expect(() => s10CheckDigit('1234')).toThrow();
  });

  it('the sandbox carrier issues a valid S10 number from Ukraine for every type', async () => {
    const carriers = sandboxCarriers(async () => ({ zone: null, chargeable_weight_g: 0, rates: [], excluded: [] }));
    for (const [i, type] of deliveryTypes.entries()) {
      const { tracking_number } = await carriers.issueLabel({
        shipment_id: 1000 + i,
        delivery_type: type,
        to_country: 'US',
      });
      expect(isValidS10(tracking_number), tracking_number).toBe(true);
      expect(tracking_number.endsWith('UA')).toBe(true);
    }
    expect(
      (await carriers.issueLabel({ shipment_id: 7, delivery_type: 'express', to_country: 'DE' })).tracking_number,
    ).toMatch(/^EE/);
  });
});
