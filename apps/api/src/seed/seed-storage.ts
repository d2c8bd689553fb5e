import { warehouseDay } from '../modules/warehouse/warehouse-day.ts';
import type { Services } from '../services.ts';

/**
 * A fresh install's storage (after the demo stock and its movements are seeded): the daily snapshots of every
 * warehouse day so far, so "my data" of the calculator has figures, and last month's storage charge, paid from the
 * demo balance, so the charges pages have a charge with its breakdown. Returns how many charges were made.
 */
export async function seedDemoStorage(services: Services, now: Date): Promise<number> {
  const { storage, charges } = services.storage;
  await storage.buildSnapshots();
  const result = await charges.run(warehouseDay(now));
  return result.charged + result.due;
}
