/**
 * The warehouse's calendar, shared by what it keeps — stock (storage charges and the calculator) and returns (free
 * days, then a fee per day): the warehouse is in Philadelphia (§9), so its days start at midnight America/New_York,
 * EST or EDT alike.
 */
export const WAREHOUSE_TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** The warehouse's calendar day of an instant, YYYY-MM-DD. */
export function warehouseDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: WAREHOUSE_TIME_ZONE }).format(at);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
