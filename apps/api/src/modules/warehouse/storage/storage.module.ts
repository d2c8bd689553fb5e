import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { CashbackService } from '../../money/cashback/cashback.service.ts';
import type { Ledger } from '../../money/ledger/ledger.ts';
import { StorageChargeService } from './storage-charges.service.ts';
import { storageOpsRoutes } from './storage-ops.routes.ts';
import { StorageRepository } from './storage.repository.ts';
import { storageRoutes } from './storage.routes.ts';
import { StorageService } from './storage.service.ts';

/** Warehouse storage (docs/warehouse.md "Storage"): tariffs, snapshots, the calculator and monthly charges. */
export function createStorageServices(deps: {
  db: Db;
  ledger: Ledger;
  cashback: Pick<CashbackService, 'accrueFor'>;
  now: () => Date;
}) {
  const repo = new StorageRepository(deps.db);
  const storage = new StorageService({ repo, now: deps.now });
  const charges = new StorageChargeService({
    repo,
    storage,
    ledger: deps.ledger,
    cashback: deps.cashback,
    now: deps.now,
  });
  return { storage, charges };
}
export type StorageServices = ReturnType<typeof createStorageServices>;

export const storageModuleRoutes: FastifyPluginAsync<{ storage: StorageServices }> = async (app, { storage }) => {
  await app.register(storageRoutes, storage);
  await app.register(storageOpsRoutes, storage);
};
