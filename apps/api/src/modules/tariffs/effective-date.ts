import { invalid } from '../../platform/errors.ts';
import { kyivDayStart } from '../../platform/kyiv-day.ts';

const KYIV_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Kyiv calendar day (YYYY-MM-DD) of an instant: the operators' and the sellers' day. */
export const kyivDate = (at: Date) => KYIV_DAY.format(at);

/** How far ahead a change may be scheduled. */
export const MAX_DAYS_AHEAD = 366;

/**
 * The moment a table dated `date` takes effect: today's takes effect at once (`now`: a parcel paid earlier today keeps
 * its price), a later day's at 00:00 Kyiv time. A past day, or one more than a year ahead, is refused (400).
 */
export function effectiveMoment(date: string, now: Date): Date {
  const today = kyivDate(now);
  if (date < today) throw invalid({ effective_date: ['effective_date_past'] });
  if (date > kyivDate(new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000))) {
    throw invalid({ effective_date: ['effective_date_too_far'] });
  }
  return date === today ? now : kyivDayStart(date);
}
