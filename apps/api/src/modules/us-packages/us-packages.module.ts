import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import { FileStore } from '../../platform/storage/file-store.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { UsPackageClaimRepository } from './us-package-claims.repository.ts';
import { usPackageClaimRoutes } from './us-package-claims.routes.ts';
import { UsPackageClaimService } from './us-package-claims.service.ts';
import { UsPackageServiceRepository } from './us-package-services.repository.ts';
import { usPackageServiceRoutes } from './us-package-services.routes.ts';
import { UsPackageServiceService } from './us-package-services.service.ts';
import { UsPackageRepository } from './us-packages.repository.ts';
import { usPackageRoutes } from './us-packages.routes.ts';
import { UsPackageService } from './us-packages.service.ts';

/**
 * Packages at the US warehouse and the unidentified pool (docs/us-packages.md); their photos live under
 * `<DATA_DIR>/us-packages/`.
 */
export function createUsPackageServices(deps: {
  db: Db;
  dataDir: string;
  money: { ledger: Ledger };
  uploads: UploadService;
  notifications: NotificationService;
  now: () => Date;
}) {
  const packages = new UsPackageService({
    db: deps.db,
    repo: new UsPackageRepository(deps.db),
    files: new FileStore(join(deps.dataDir, 'us-packages')),
    notifications: deps.notifications,
    now: deps.now,
  });
  const claimRepo = new UsPackageClaimRepository(deps.db);
  // A claim's proof belongs to the purchases permissions.
  deps.uploads.registerDomain('purchases', (accountId, filename) => claimRepo.usesFile(accountId, filename));
  const claims = new UsPackageClaimService({
    ledger: deps.money.ledger,
    claims: claimRepo,
    packages,
    uploads: deps.uploads,
    notifications: deps.notifications,
    now: deps.now,
  });
  const services = new UsPackageServiceService({
    ledger: deps.money.ledger,
    repo: new UsPackageServiceRepository(deps.db),
    now: deps.now,
  });
  return { packages, claims, services };
}
export type UsPackageServices = ReturnType<typeof createUsPackageServices>;

export const usPackageModuleRoutes: FastifyPluginAsync<{
  usPackages: UsPackageServices;
  idempotency: Idempotency;
}> = async (app, { usPackages, idempotency }) => {
  await app.register(usPackageRoutes, { packages: usPackages.packages, idempotency });
  await app.register(usPackageClaimRoutes, { claims: usPackages.claims, idempotency });
  await app.register(usPackageServiceRoutes, { services: usPackages.services, idempotency });
};
