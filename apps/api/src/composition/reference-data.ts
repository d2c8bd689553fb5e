import { loadCustomsCodes } from '../modules/catalog/customs-codes/customs-loader.ts';
import type { Db } from '../platform/db/client.ts';

/** Bundled reference data, loaded after the migrations when the database holds another version (or none). */
export async function loadReferenceData(db: Db): Promise<void> {
  await loadCustomsCodes(db);
}
