import { and, eq } from 'drizzle-orm';
import { deliveryTypes, tariffZones, type DeliveryType, type TariffZone } from '@cabinet/contracts/tariffs';
import type { Db } from '../../db/client.ts';
import { defaultBands, defaultDays } from './default-tariffs.ts';
import { tariffTables, type StoredBand } from './tariffs.schema.ts';

/** The rate tables. The defaults are inserted once per process for every missing (type, zone) pair. */
export class TariffRepository {
  private seeded: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** The seed step: idempotent, never overwrites an operator's table. */
  ensureDefaults(): Promise<void> {
    this.seeded ??= (async () => {
      const rows = deliveryTypes.flatMap((delivery_type) =>
        tariffZones.map((zone) => {
          const [days_min, days_max] = defaultDays(delivery_type, zone);
          return { delivery_type, zone, days_min, days_max, bands: defaultBands(delivery_type, zone) };
        }),
      );
      await this.db.insert(tariffTables).values(rows).onConflictDoNothing();
    })().catch((error: unknown) => {
      this.seeded = null;
      throw error;
    });
    return this.seeded;
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
