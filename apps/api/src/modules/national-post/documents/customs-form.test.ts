import { describe, expect, it } from 'vitest';
import { customsFormFor } from './customs-form.ts';

describe('customsFormFor', () => {
  it('gives a small packet under 300 SDR a CN22', () => {
    expect(customsFormFor({ packageType: 'SMALL_BAG', valueSdr: 299.99, weightG: 2_000 })).toEqual({
      form: 'cn22',
      reason: 'small_item',
    });
  });
  it('gives parcels a CN23 whatever their value', () => {
    expect(customsFormFor({ packageType: 'PARCEL', valueSdr: 5, weightG: 100 }).form).toBe('cn23');
    expect(customsFormFor({ packageType: 'EMS', valueSdr: 5, weightG: 100 }).reason).toBe('parcel');
  });
  it('gives a letter or small packet a CN23 from 300 SDR or over 2 kg', () => {
    expect(customsFormFor({ packageType: 'LETTER', valueSdr: 300, weightG: 100 })).toEqual({
      form: 'cn23',
      reason: 'value_over_limit',
    });
    expect(customsFormFor({ packageType: 'SMALL_BAG', valueSdr: 10, weightG: 2_001 }).reason).toBe('weight_over_limit');
  });
});
