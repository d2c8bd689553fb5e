import type { SummaryPeriod } from '@cabinet/contracts/reports';
import type { Range } from './reports.repository.ts';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Days are UTC days, like the balance log's filters: [from 00:00, the day after `to` 00:00). */
export function rangeOf(dateFrom: string, dateTo: string): Range {
  return {
    from: new Date(`${dateFrom}T00:00:00Z`),
    to: new Date(Date.parse(`${dateTo}T00:00:00Z`) + DAY_MS),
  };
}

/** The first and last day of the month `offset` months from `now`'s. */
export function monthOf(now: Date, offset = 0): { date_from: string; date_to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { date_from: iso(first), date_to: iso(last) };
}

/** The days a summary period covers. */
export function periodDays(
  now: Date,
  q: { period: SummaryPeriod; date_from?: string; date_to?: string },
): { date_from: string; date_to: string } {
  if (q.period === 'last_month') return monthOf(now, -1);
  if (q.period === 'custom') return { date_from: q.date_from!, date_to: q.date_to! };
  return monthOf(now);
}

/** A report's range: the days the query names; a missing end is the end of the other end's month (or this one). */
export function reportDays(now: Date, q: { date_from?: string; date_to?: string }) {
  const monthAround = (day?: string) => monthOf(day ? new Date(`${day}T00:00:00Z`) : now);
  return {
    date_from: q.date_from ?? monthAround(q.date_to).date_from,
    date_to: q.date_to ?? monthAround(q.date_from).date_to,
  };
}
