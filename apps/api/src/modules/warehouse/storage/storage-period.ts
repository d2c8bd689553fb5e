import type { StoragePeriod } from '@cabinet/contracts/warehouse-storage';
import { addDays, daysBetween, warehouseDay } from '../warehouse-day.ts';

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const ymd = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The same day of the month one month earlier; a day the shorter month lacks becomes its last (03-31 → 02-28). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  return ymd(year, month, Math.min(d, daysInMonth(year, month)));
}

/**
 * §9: the calculator's data is as of the end of the previous warehouse day; its period runs from the same day of
 * the month one month before today up to and including that day — 28 to 31 days (docs/warehouse.md).
 */
export function calculatorPeriod(now: Date): { as_of: string; period: StoragePeriod } {
  const today = warehouseDay(now);
  const from = monthBefore(today);
  const to = addDays(today, -1);
  return { as_of: to, period: { from, to, days: daysBetween(from, today) } };
}

/** A charge run on `day` bills the whole calendar month before `day`'s month. */
export function chargePeriod(day: string): StoragePeriod {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const days = daysInMonth(year, month);
  return { from: ymd(year, month, 1), to: ymd(year, month, days), days };
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}
