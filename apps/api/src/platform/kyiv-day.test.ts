import { describe, expect, it } from 'vitest';
import { kyivDayEnd, kyivDayStart } from './kyiv-day.ts';

describe('Kyiv days', () => {
  it('begin at 22:00 UTC in winter and 21:00 UTC in summer', () => {
    expect(kyivDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(kyivDayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });

  it('end where the next day begins, across the clock change', () => {
    // Summer time starts on 29 March 2026: that day has 23 hours.
    expect(kyivDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(kyivDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(kyivDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T22:00:00.000Z');
  });
});
