import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, warehouseDay } from './warehouse-day.ts';

describe('the warehouse day (Philadelphia time)', () => {
  it('changes at midnight in New York, winter (UTC−5) and summer (UTC−4)', () => {
    expect(warehouseDay(new Date('2026-01-15T04:59:59Z'))).toBe('2026-01-14');
    expect(warehouseDay(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(warehouseDay(new Date('2026-07-15T03:59:59Z'))).toBe('2026-07-14');
    expect(warehouseDay(new Date('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
  });

  it('follows the DST changes of 8 March and 1 November 2026', () => {
    // 2 a.m. EST on 8 March becomes 3 a.m. EDT: the day still starts at the local midnight (05:00Z before).
    expect(warehouseDay(new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(warehouseDay(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(warehouseDay(new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(warehouseDay(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    expect(warehouseDay(new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(warehouseDay(new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(warehouseDay(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('counts warehouse (Philadelphia) days: 03:00 UTC is still the day before there', () => {
    expect(warehouseDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-09');
    expect(warehouseDay(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
  });
});
