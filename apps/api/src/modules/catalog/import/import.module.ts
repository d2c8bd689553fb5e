import type { Db } from '../../../platform/db/client.ts';
import type { CustomsCodeCheck } from './import.job.ts';
import { ImportRepository } from './import.repository.ts';
import { ImportService } from './import.service.ts';

/** Product import (docs/products-import.md); hs codes are checked by the customs codes service, a batch at a time. */
export function createImportService(deps: { db: Db; customs: CustomsCodeCheck; now: () => Date }) {
  return new ImportService({ db: deps.db, repo: new ImportRepository(deps.db), customs: deps.customs, now: deps.now });
}
