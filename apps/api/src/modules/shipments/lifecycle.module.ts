import type { ShipmentMoves } from './order-shipments.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import type { CashbackService } from '../money/cashback/cashback.service.ts';
import type { HoldsService } from '../money/balance/holds.service.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { BulkMoves } from './bulk-moves.ts';
import { ConsolidationService } from './consolidation.ts';
import { LifecycleRepository } from './lifecycle.repository.ts';
import { lifecycleRoutes } from './lifecycle.routes.ts';
import type { LifecycleServices } from './lifecycle-services.ts';
import { LifecycleService } from './lifecycle.service.ts';
import { ReceiptService } from './receipt.service.ts';
import { carriersRequoter, type Requoter } from './requote.ts';
import { ShipmentMoney } from './shipment-money.ts';
import { ShipmentRepository } from './shipments.repository.ts';
import { shipmentsOpsRoutes } from './shipments-ops.routes.ts';
import { ShipmentsOpsService } from './shipments-ops.service.ts';

/** The lifecycle after creation (state machine, warehouse receipt, consolidation label), wired once per app. */
export function createLifecycleServices(deps: {
  db: Db;
  ledger: Ledger;
  holds: HoldsService;
  cashback: Pick<CashbackService, 'accrueFor'>;
  notifications: Pick<NotificationService, 'notify'>;
  carriers: CarriersProvider;
  now: () => Date;
  requote?: Requoter;
  moves?: ShipmentMoves;
}): LifecycleServices {
  const { db, now, carriers } = deps;
  const repo = new LifecycleRepository(db);
  const shipments = new ShipmentRepository(db);
  const money = new ShipmentMoney({ ledger: deps.ledger, holds: deps.holds, cashback: deps.cashback });
  const lifecycle = new LifecycleService({
    db,
    repo,
    shipments,
    money,
    notifications: deps.notifications,
    carriers,
    moves: deps.moves,
    now,
  });
  const requote = deps.requote ?? carriersRequoter(carriers);
  return {
    lifecycle,
    receipt: new ReceiptService({ lifecycle, repo, shipments, money, requote, now }),
    consolidation: new ConsolidationService({ carriers, lifecycle, repo, shipments, money, now }),
    ops: new ShipmentsOpsService({ repo, shipments }),
    bulk: new BulkMoves({ lifecycle, shipments }),
    repo,
    shipments,
  };
}

/** The operators' desk under /api/ops/shipments and the seller's follow-ups under /api/shipping. */
export const lifecycleModuleRoutes: FastifyPluginAsync<{
  lifecycle: LifecycleServices;
  idempotency: Idempotency;
}> = async (app, { lifecycle, idempotency }) => {
  await app.register(shipmentsOpsRoutes, { lifecycle });
  await app.register(lifecycleRoutes, { lifecycle, idempotency });
};
