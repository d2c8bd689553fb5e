import type { z } from 'zod';
import type {
  StorageCalculation,
  StorageTariffs,
  storageTariffsBodySchema,
} from '@cabinet/contracts/warehouse-storage';
import { calculateStorage, presentStorage } from './storage-calculator.ts';
import { DEFAULT_GROUPS, type GroupTariff } from './storage-groups.ts';
import { addDays, warehouseDay } from '../warehouse-day.ts';
import { calculatorPeriod, eachDay } from './storage-period.ts';
import { sampleProducts, sampleRows } from './storage-sample.ts';
import type { StorageRepository } from './storage.repository.ts';

type TariffsBody = z.output<typeof storageTariffsBodySchema>;

/** Never build more than this many days at once (a fresh install with years of movements catches up over runs). */
const MAX_BACKFILL_DAYS = 400;

const MILLICENTS_PER_DOLLAR = 100_000;
/** "0.015" → 1500 millicents, through the digits (no float rounding). */
export function priceToMillicents(price: string): number {
  const [units, fraction = ''] = price.split('.');
  return Number(units) * MILLICENTS_PER_DOLLAR + Number(fraction.padEnd(5, '0'));
}
export function millicentsToPrice(millicents: number): string {
  return `${Math.floor(millicents / MILLICENTS_PER_DOLLAR)}.${String(millicents % MILLICENTS_PER_DOLLAR).padStart(5, '0')}`;
}

/**
 * The storage calculator (§1, §2 tabs "sample data" / "my data", §9), its tariffs, and the daily snapshots it
 * reads. Snapshots are built by the job (and on demand before a charge run); the "my data" tab shows what the
 * snapshots hold, as of the end of the previous warehouse day.
 */
export class StorageService {
  constructor(
    private readonly deps: {
      repo: StorageRepository;
      now: () => Date;
    },
  ) {}

  async groups(): Promise<GroupTariff[]> {
    const rows = await this.deps.repo.tariffs();
    return rows.length > 0 ? rows : DEFAULT_GROUPS;
  }

  async tariffs(): Promise<StorageTariffs> {
    const rows = await this.deps.repo.tariffs();
    const groups = rows.length > 0 ? rows : DEFAULT_GROUPS;
    return {
      groups: groups.map((g) => ({
        code: g.code,
        max_side_cm: g.max_side_cm,
        max_volume_l: g.max_volume_cm3 === null ? null : g.max_volume_cm3 / 1000,
        price_per_day: millicentsToPrice(g.price_millicents_per_day),
        discounts: g.discounts,
      })),
      updated_at: rows[0]?.updated_at.toISOString() ?? null,
    };
  }

  async saveTariffs(body: TariffsBody, userId: number): Promise<StorageTariffs> {
    await this.deps.repo.replaceTariffs(
      body.groups.map((g, position) => ({
        position,
        code: g.code,
        max_side_cm: g.max_side_cm,
        max_volume_cm3: g.max_volume_l === null ? null : Math.round(g.max_volume_l * 1000),
        price_millicents_per_day: priceToMillicents(g.price_per_day),
        discounts: g.discounts,
        updated_by: userId,
      })),
      this.deps.now(),
    );
    return this.tariffs();
  }

  async sample(): Promise<StorageCalculation> {
    const { as_of, period } = calculatorPeriod(this.deps.now());
    const breakdown = calculateStorage(await this.groups(), sampleProducts, sampleRows(period), period);
    return { as_of, period, ...presentStorage(breakdown), sample: true };
  }

  async mine(accountId: number): Promise<StorageCalculation> {
    const { repo, now } = this.deps;
    // Days the job has not built yet (it missed a night, or the install is new) are built first.
    await this.buildSnapshots();
    const { as_of, period } = calculatorPeriod(now());
    const rows = await repo.snapshots(accountId, period.from, period.to);
    const products = await repo.products(accountId, [...new Set(rows.map((r) => r.product_id))]);
    const breakdown = calculateStorage(await this.groups(), products, rows, period);
    return { as_of, period, ...presentStorage(breakdown), sample: false };
  }

  /**
   * Builds every missing day's snapshots up to `upTo` (default: the previous warehouse day), oldest first, from the
   * first stock movement on (at most MAX_BACKFILL_DAYS back). Safe to run again and from several processes.
   */
  async buildSnapshots(upTo = addDays(warehouseDay(this.deps.now()), -1)): Promise<number> {
    const { repo } = this.deps;
    const first = await repo.firstMovementDay();
    if (!first || first > upTo) return 0;
    const earliest = addDays(upTo, -(MAX_BACKFILL_DAYS - 1));
    const from = first > earliest ? first : earliest;
    const built = await repo.builtDays(from, upTo);
    let count = 0;
    for (const day of eachDay(from, upTo)) {
      if (!built.has(day) && (await repo.buildDay(day))) count += 1;
    }
    return count;
  }
}
