import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { effectiveMoment, kyivDate } from './effective-date.ts';

// 23:30 on 2026-03-28 in Kyiv (UTC+2): the clocks go forward that night.
const now = new Date('2026-03-28T21:30:00Z');

describe('when a dated tariff change takes effect', () => {
  it('today’s at once, a later day’s at 00:00 Kyiv time (summer or winter)', () => {
    expect(kyivDate(now)).toBe('2026-03-28');
    expect(effectiveMoment('2026-03-28', now)).toBe(now);
    expect(effectiveMoment('2026-03-29', now).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(effectiveMoment('2026-04-01', now).toISOString()).toBe('2026-03-31T21:00:00.000Z');
  });

  it('refuses a past day and one more than a year ahead', () => {
    const refusal = (date: string) => {
      try {
        effectiveMoment(date, now);
        return null;
      } catch (err) {
        return err instanceof AppError ? err.details.errors : err;
      }
    };
    expect(refusal('2026-03-27')).toEqual({ effective_date: ['effective_date_past'] });
    expect(refusal('2027-03-31')).toEqual({ effective_date: ['effective_date_too_far'] });
    expect(refusal('2027-03-30')).toBeNull();
  });
});
