import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { CashbackService } from '../money/cashback/cashback.service.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { ReturnClaimRepository } from './return-claims.repository.ts';
import { ReturnClaimService } from './return-claims.service.ts';
import { returnOpsRoutes } from './returns-ops.routes.ts';
import { ReturnOpsService, type ReturnRestock } from './returns-ops.service.ts';
import { ReturnRepository } from './returns.repository.ts';
import { returnRoutes } from './returns.routes.ts';
import { ReturnService } from './returns.service.ts';

/** Returns (docs/returns.md): the seller's returns and decisions, unidentified returns and claims, the ops desk. */
export function createReturnServices(deps: {
  db: Db;
  addresses: AddressService;
  ledger: Ledger;
  cashback: Pick<CashbackService, 'accrueFor'>;
  uploads: UploadService;
  notifications: NotificationService;
  stock: ReturnRestock;
  now: () => Date;
}) {
  const repo = new ReturnRepository(deps.db);
  const claims = new ReturnClaimRepository(deps.db);
  // Returns live under the shipments permissions (§2 /shipments/returns): so does a claim's proof.
  deps.uploads.registerDomain('shipments', (accountId, filename) => claims.usesFile(accountId, filename));
  return {
    returns: new ReturnService({
      repo,
      addresses: deps.addresses,
      ledger: deps.ledger,
      cashback: deps.cashback,
      now: deps.now,
    }),
    claims: new ReturnClaimService({
      db: deps.db,
      claims,
      returns: repo,
      uploads: deps.uploads,
      notifications: deps.notifications,
      now: deps.now,
    }),
    ops: new ReturnOpsService({
      db: deps.db,
      repo,
      notifications: deps.notifications,
      stock: deps.stock,
      now: deps.now,
    }),
  };
}
export type ReturnServices = ReturnType<typeof createReturnServices>;

export const returnModuleRoutes: FastifyPluginAsync<{ returns: ReturnServices; idempotency: Idempotency }> = async (
  app,
  { returns, idempotency },
) => {
  await app.register(returnRoutes, { returns: returns.returns, claims: returns.claims, idempotency });
  await app.register(returnOpsRoutes, { ops: returns.ops, claims: returns.claims, idempotency });
};
