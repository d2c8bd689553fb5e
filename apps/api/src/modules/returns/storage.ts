import { FREE_STORAGE_DAYS, STORAGE_FEE_PER_DAY_MINOR } from '@cabinet/contracts/returns';

/** The warehouse is in Philadelphia (§9): storage days are its calendar days. */
const WAREHOUSE_TIME_ZONE = 'America/New_York';
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

/**
 * When a return becomes a seller's (registered for them, or a claim approved), storage is free for 30 days from
 * the later of its arrival and that day: a seller does not pay for the days nobody knew the parcel was theirs.
 */
export function freeStorageUntil(arrivedAt: string, assignedDay: string): string {
  return addDays(arrivedAt > assignedDay ? arrivedAt : assignedDay, FREE_STORAGE_DAYS);
}

/** Unpaid storage as of `today`: the days after `paidUntil`, and what they cost. */
export function storageDue(paidUntil: string | null, today: string): { days: number; amount: number } {
  const days = paidUntil ? Math.max(0, daysBetween(paidUntil, today)) : 0;
  return { days, amount: days * STORAGE_FEE_PER_DAY_MINOR };
}
