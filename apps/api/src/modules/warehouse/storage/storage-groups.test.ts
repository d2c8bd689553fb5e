import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUPS, discountPercent, groupIndexOf } from './storage-groups.ts';

const codeOf = (length_mm: number | null, width_mm: number | null, height_mm: number | null) =>
  DEFAULT_GROUPS[groupIndexOf(DEFAULT_GROUPS, { length_mm, width_mm, height_mm })]!.code;

describe('warehouse group of a product', () => {
  it('takes the first group whose longest side and volume fit, bounds included', () => {
    expect(codeOf(120, 90, 100)).toBe('small');
    expect(codeOf(300, 100, 100)).toBe('small'); // 30 cm, 3 l
    expect(codeOf(301, 100, 100)).toBe('medium'); // a millimetre over the side
    expect(codeOf(250, 200, 101)).toBe('medium'); // 5.05 l: over the small volume
    expect(codeOf(200, 200, 1000)).toBe('large'); // 100 cm side
    expect(codeOf(1200, 400, 400)).toBe('large'); // 120 cm, 192 l
    expect(codeOf(1201, 100, 100)).toBe('oversize');
  });

  it('puts a product without all its dimensions into the largest group', () => {
    expect(codeOf(null, null, null)).toBe('oversize');
    expect(codeOf(100, 100, null)).toBe('oversize');
    expect(codeOf(0, 100, 100)).toBe('oversize');
  });

  it('puts a product too big for every bounded group into the last one', () => {
    const bounded = DEFAULT_GROUPS.slice(0, 2);
    expect(groupIndexOf(bounded, { length_mm: 2000, width_mm: 10, height_mm: 10 })).toBe(1);
  });
});

describe('turnover discount', () => {
  const tiers = [
    { max_turnover: 0.5, percent: 30 },
    { max_turnover: 1, percent: 15 },
  ];
  it('takes the first tier the rate fits, none above them or without outflow', () => {
    expect(discountPercent(tiers, 0.2)).toBe(30);
    expect(discountPercent(tiers, 0.5)).toBe(30);
    expect(discountPercent(tiers, 0.51)).toBe(15);
    expect(discountPercent(tiers, 1.01)).toBe(0);
    expect(discountPercent(tiers, null)).toBe(0);
  });
});
