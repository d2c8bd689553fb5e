import { describe, expect, it } from 'vitest';
import { changeOf, changeText } from './sales-change.ts';

describe('sales change', () => {
  it('words a rise, a fall and no change in whole percent', () => {
    expect(changeText(changeOf(112, 100)!)).toBe('▲ +12%');
    expect(changeText(changeOf(95, 100)!)).toBe('▼ −5%');
    expect(changeText(changeOf(100.2, 100)!)).toBe('0%');
    expect(changeText(changeOf(0, 40)!)).toBe('▼ −100%');
  });

  it('has no percentage against an empty period', () => {
    expect(changeOf(12, 0)).toBeNull();
    expect(changeOf(0, 0)).toBeNull();
  });
});
