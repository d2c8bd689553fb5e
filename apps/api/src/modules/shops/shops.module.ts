import type { Db } from '../../platform/db/client.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { Marketplaces } from '../../providers/marketplaces/marketplaces.ts';
import { ShopsRepository } from './shops.repository.ts';
import { ConnectionRequestsService } from './connection-requests.service.ts';
import { ShopsOpsService } from './shops-ops.service.ts';
import { ShopsService } from './shops.service.ts';
import { ShopPrivacyService } from './shop-privacy.service.ts';
import { AuthorizationWarningsService } from './authorization-warnings.service.ts';
import { shopCredentialsStore } from './shop-credentials.ts';
import { ShopImportRuns, SyncRequests } from './import-runs.ts';
import type { Sealer } from '../../platform/secrets/sealed-secrets.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';

/**
 * Shop connections, §9 connection requests and the operators' desk (issue 14, docs/shops.md). The orders module runs
 * the imports: it receives `importRuns` for their bookkeeping and listens to `syncRequests`.
 */
export function createShopsServices(deps: {
  db: Db;
  addresses: Pick<AddressService, 'get'>;
  marketplaces: Marketplaces;
  sealer: Sealer;
  publicUrl: string;
  oldMarketUrl: string | null;
  now: () => Date;
  notifications: Pick<NotificationService, 'notify'>;
}) {
  const repo = new ShopsRepository(deps.db);
  const syncRequests = new SyncRequests();
  const shops = new ShopsService({ ...deps, repo, syncRequests, credentials: shopCredentialsStore(deps.sealer) });
  return {
    shops,
    importRuns: new ShopImportRuns({ repo, now: deps.now, notifications: deps.notifications }),
    syncRequests,
    shopPrivacy: new ShopPrivacyService({ repo, shops, now: deps.now }),
    authorizationWarnings: new AuthorizationWarningsService({ ...deps, repo }),
    connectionRequests: new ConnectionRequestsService({ repo, now: deps.now, notifications: deps.notifications }),
    shopsOps: new ShopsOpsService({ repo, shops }),
  };
}
export type ShopsServices = ReturnType<typeof createShopsServices>;
