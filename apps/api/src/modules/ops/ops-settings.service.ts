import type { OpsSettingsRepository } from './ops-settings.repository.ts';

/** What each back-office setting holds (amounts in minor units of the balance currency). */
export interface OpsSettingValues {
  approval_threshold: { amount: number };
}
export type OpsSettingKey = keyof OpsSettingValues;

/** A setting as stored: its value, and who changed it last (null while the default stands). */
export interface StoredSetting<K extends OpsSettingKey> {
  value: OpsSettingValues[K];
  updated_by: number | null;
  updated_at: Date | null;
}

/**
 * The back office's settings store (issue 23): a key, a JSON value, who changed it and when. The service that owns a
 * key gives its default and checks its value; inside a unit of work a read joins that work's transaction.
 */
export class OpsSettingsService {
  constructor(private readonly repo: OpsSettingsRepository) {}

  async get<K extends OpsSettingKey>(key: K, fallback: OpsSettingValues[K]): Promise<StoredSetting<K>> {
    const row = await this.repo.get(key);
    if (!row) return { value: fallback, updated_by: null, updated_at: null };
    return { value: row.value as OpsSettingValues[K], updated_by: row.updated_by, updated_at: row.updated_at };
  }

  set<K extends OpsSettingKey>(key: K, value: OpsSettingValues[K], by: number, at: Date): Promise<void> {
    return this.repo.set(key, value, by, at);
  }
}
