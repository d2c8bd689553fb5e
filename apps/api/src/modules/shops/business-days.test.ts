import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

describe('three business days (§9 connection requests)', () => {
  it('from a Monday is the Thursday', () => {
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 3).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
  it('from a Thursday skips the weekend to the Tuesday', () => {
    expect(addBusinessDays(new Date('2026-11-26T10:00:00Z'), 3).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
  it('from a Saturday is the Wednesday', () => {
    expect(addBusinessDays(new Date('2026-11-28T10:00:00Z'), 3).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });
});
