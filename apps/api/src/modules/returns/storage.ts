import { FREE_STORAGE_DAYS, STORAGE_FEE_PER_DAY_MINOR } from '@cabinet/contracts/returns';
import { addDays, daysBetween } from '../warehouse/warehouse-day.ts';

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
