import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, freeStorageUntil, storageDue, warehouseDay } from './storage.ts';

describe('return storage', () => {
  it('counts warehouse (Philadelphia) days: 03:00 UTC is still the day before there', () => {
    expect(warehouseDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-09');
    expect(warehouseDay(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
  });

  it('gives 30 free days from the later of arrival and assignment', () => {
    expect(freeStorageUntil('2026-01-01', '2026-01-01')).toBe('2026-01-31');
    expect(freeStorageUntil('2026-01-01', '2026-02-10')).toBe('2026-03-12');
    expect(freeStorageUntil('2026-02-10', '2026-01-01')).toBe('2026-03-12');
  });

  it('charges 0.50 USD for each day after the paid day, nothing before or on it', () => {
    expect(storageDue('2026-01-31', '2026-01-31')).toEqual({ days: 0, amount: 0 });
    expect(storageDue('2026-01-31', '2026-01-20')).toEqual({ days: 0, amount: 0 });
    expect(storageDue('2026-01-31', '2026-02-03')).toEqual({ days: 3, amount: 150 });
    expect(storageDue(null, '2026-02-03')).toEqual({ days: 0, amount: 0 });
  });
});
