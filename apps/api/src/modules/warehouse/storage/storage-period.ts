import type { StoragePeriod } from '@cabinet/contracts/warehouse-storage';

/** The warehouse is in Philadelphia (§9): its days start at midnight America/New_York, EST or EDT alike. */
export const WAREHOUSE_TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** The warehouse's calendar day of an instant, YYYY-MM-DD. */
export function warehouseDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: WAREHOUSE_TIME_ZONE }).format(at);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

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
