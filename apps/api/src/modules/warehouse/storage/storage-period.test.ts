import { describe, expect, it } from 'vitest';
import { calculatorPeriod, chargePeriod, eachDay, monthBefore } from './storage-period.ts';

describe('the calculator period (§9: 28–31 previous days)', () => {
  const at = (iso: string) => calculatorPeriod(new Date(iso));

  it('ends with the previous warehouse day and starts on the same day a month before today', () => {
    expect(at('2026-11-21T15:00:00Z')).toEqual({
      as_of: '2026-11-20',
      period: { from: '2026-10-21', to: '2026-11-20', days: 31 },
    });
    // 00:30 on 21 November in Kyiv is still the 20th in Philadelphia.
    expect(at('2026-11-21T02:00:00Z').as_of).toBe('2026-11-19');
  });

  it('spans 28 to 31 days over month ends and leap years', () => {
    expect(at('2026-03-01T12:00:00Z').period).toEqual({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    expect(at('2028-03-01T12:00:00Z').period).toEqual({ from: '2028-02-01', to: '2028-02-29', days: 29 });
    expect(at('2026-03-31T12:00:00Z').period).toEqual({ from: '2026-02-28', to: '2026-03-30', days: 31 });
    expect(at('2028-03-30T12:00:00Z').period).toEqual({ from: '2028-02-29', to: '2028-03-29', days: 30 });
    expect(at('2026-05-15T12:00:00Z').period).toEqual({ from: '2026-04-15', to: '2026-05-14', days: 30 });
    expect(at('2027-01-10T12:00:00Z').period).toEqual({ from: '2026-12-10', to: '2027-01-09', days: 31 });
    for (let t = Date.parse('2026-01-01T12:00:00Z'); t < Date.parse('2029-01-01T00:00:00Z'); t += 86_400_000) {
      const { period } = calculatorPeriod(new Date(t));
      expect(period.days).toBeGreaterThanOrEqual(28);
      expect(period.days).toBeLessThanOrEqual(31);
      expect(eachDay(period.from, period.to)).toHaveLength(period.days);
    }
  });

  it('counts the DST day in March as one day', () => {
    expect(at('2026-03-20T12:00:00Z').period).toEqual({ from: '2026-02-20', to: '2026-03-19', days: 28 });
  });

  it('takes the month before, clamping to the shorter month', () => {
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2024-03-31')).toBe('2024-02-29');
    expect(monthBefore('2026-01-31')).toBe('2025-12-31');
    expect(monthBefore('2026-05-31')).toBe('2026-04-30');
  });
});

describe('the charge period', () => {
  it('is the calendar month before the run day', () => {
    expect(chargePeriod('2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-11-30', days: 30 });
    expect(chargePeriod('2026-01-17')).toEqual({ from: '2025-12-01', to: '2025-12-31', days: 31 });
    expect(chargePeriod('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29', days: 29 });
    expect(chargePeriod('2027-03-01')).toEqual({ from: '2027-02-01', to: '2027-02-28', days: 28 });
  });
});
