import { join } from 'node:path';
import type { Db } from '../../platform/db/client.ts';
import { FileStore } from '../../platform/storage/file-store.ts';
import { UploadRepository } from './uploads.repository.ts';
import { UploadService } from './uploads.service.ts';

/** Files live under `<DATA_DIR>/uploads/<account_id>/`. */
export function createUploadService(deps: { db: Db; dataDir: string; now: () => Date }) {
  return new UploadService({
    repo: new UploadRepository(deps.db),
    files: new FileStore(join(deps.dataDir, 'uploads')),
    now: deps.now,
  });
}
