import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { opsSettings } from './ops-settings.schema.ts';

export type OpsSettingRow = typeof opsSettings.$inferSelect;

/** Queries of the back office's settings store. */
export class OpsSettingsRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<OpsSettingRow | null> {
    const [row] = await this.db.select().from(opsSettings).where(eq(opsSettings.key, key));
    return row ?? null;
  }

  async set(key: string, value: unknown, by: number, at: Date): Promise<void> {
    await this.db
      .insert(opsSettings)
      .values({ key, value, updated_by: by, updated_at: at })
      .onConflictDoUpdate({ target: opsSettings.key, set: { value, updated_by: by, updated_at: at } });
  }
}
