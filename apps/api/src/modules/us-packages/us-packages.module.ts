import { join } from 'node:path';
import type { Db } from '../../platform/db/client.ts';
import { FileStore } from '../../platform/storage/file-store.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { UsPackageRepository } from './us-packages.repository.ts';
import { UsPackageService } from './us-packages.service.ts';

/** Packages at the US warehouse (docs/us-packages.md); their photos live under `<DATA_DIR>/us-packages/`. */
export function createUsPackageService(deps: {
  db: Db;
  dataDir: string;
  notifications: NotificationService;
  now: () => Date;
}) {
  return new UsPackageService({
    db: deps.db,
    repo: new UsPackageRepository(deps.db),
    files: new FileStore(join(deps.dataDir, 'us-packages')),
    notifications: deps.notifications,
    now: deps.now,
  });
}
