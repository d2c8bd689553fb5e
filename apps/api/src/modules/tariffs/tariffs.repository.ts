import { and, eq } from 'drizzle-orm';
import { deliveryTypes, tariffZones, type DeliveryType, type TariffZone } from '@cabinet/contracts/tariffs';
import type { Db } from '../../platform/db/client.ts';
import { afterCommit } from '../../platform/db/unit-of-work.ts';
import { defaultBands, defaultDays } from './default-tariffs.ts';
import { tariffTables, type StoredBand } from './tariffs.schema.ts';

/** The rate tables. The defaults are inserted once per process for every missing (type, zone) pair. */
export class TariffRepository {
  private seeded = false;

  constructor(private readonly db: Db) {}

  /**
   * The seed step: idempotent, never overwrites an operator's table. Remembered only once committed: run inside a
   * transaction that then rolls back (a refused shipment), the defaults are gone again and the next call inserts them.
   */
  async ensureDefaults(): Promise<void> {
    if (this.seeded) return;
    const rows = deliveryTypes.flatMap((delivery_type) =>
      tariffZones.map((zone) => {
        const [days_min, days_max] = defaultDays(delivery_type, zone);
        return { delivery_type, zone, days_min, days_max, bands: defaultBands(delivery_type, zone) };
      }),
    );
    await this.db.insert(tariffTables).values(rows).onConflictDoNothing();
    await afterCommit(() => {
      this.seeded = true;
    });
  }

  async all() {
    await this.ensureDefaults();
    return this.db.select().from(tariffTables);
  }

  async one(type: DeliveryType, zone: TariffZone) {
    await this.ensureDefaults();
    const [row] = await this.db
      .select()
      .from(tariffTables)
      .where(and(eq(tariffTables.delivery_type, type), eq(tariffTables.zone, zone)));
    return row;
  }

  async save(
    type: DeliveryType,
    zone: TariffZone,
    table: { days_min: number; days_max: number; bands: StoredBand[] },
    operatorId: number,
    at: Date,
  ) {
    await this.ensureDefaults();
    const [row] = await this.db
      .update(tariffTables)
      .set({ ...table, updated_by: operatorId, updated_at: at })
      .where(and(eq(tariffTables.delivery_type, type), eq(tariffTables.zone, zone)))
      .returning();
    return row!;
  }
}
