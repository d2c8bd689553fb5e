import { describe, expect, it } from 'vitest';
import { gramsOf, millimetresOf, parcelOf } from './parcel.ts';

describe('a parcel in grams and millimetres', () => {
  it('rounds off the float error of kilograms and centimetres', () => {
    expect(gramsOf(1.005)).toBe(1005);
    expect(gramsOf(0.1 + 0.2)).toBe(300);
    expect(millimetresOf(12.3)).toBe(123);
    expect(millimetresOf(0.7 * 3)).toBe(21);
  });

  it('converts a whole box', () => {
    expect(parcelOf({ weight_kg: 2.25, length_cm: 30, width_cm: 20.5, height_cm: 10.1 })).toEqual({
      weight_g: 2250,
      length_mm: 300,
      width_mm: 205,
      height_mm: 101,
    });
  });
});
