import { describe, expect, it } from 'vitest';
import { boxWeights, kilograms } from './box-weights.ts';

describe('boxWeights', () => {
  it('charges the dimensional weight of a light, large box', () => {
    // 30 × 20 × 10 cm = 6000 cm³ → 1.2 kg dimensional; fact 0.5 kg.
    expect(boxWeights({ weight_kg: 0.5, length_cm: 30, width_cm: 20, height_cm: 10 })).toEqual({
      fact_g: 500,
      dimensional_g: 1200,
      chargeable_g: 1200,
    });
  });

  it('charges the fact weight of a heavy, small box and rounds the volume up to a gram', () => {
    expect(boxWeights({ weight_kg: '2.345', length_cm: '10.1', width_cm: 10, height_cm: 10 })).toEqual({
      fact_g: 2345,
      dimensional_g: 202,
      chargeable_g: 2345,
    });
  });

  it('shows nothing until every value is a positive number', () => {
    expect(boxWeights({ weight_kg: '', length_cm: 30, width_cm: 20, height_cm: 10 })).toBeNull();
    expect(boxWeights({ weight_kg: 1, length_cm: 0, width_cm: 20, height_cm: 10 })).toBeNull();
  });

  it('formats grams as kilograms', () => {
    expect(kilograms(1200)).toBe('1.2');
    expect(kilograms(202)).toBe('0.202');
  });
});
