import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { CashbackService } from '../../money/cashback/cashback.service.ts';
import type { Ledger } from '../../money/ledger/ledger.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { InboundShipments } from '../../shipments/inbound-shipments.service.ts';
import { disposalOpsRoutes } from '../disposal/disposal-ops.routes.ts';
import { DisposalRepository } from '../disposal/disposal.repository.ts';
import { disposalRoutes } from '../disposal/disposal.routes.ts';
import { DisposalService } from '../disposal/disposal.service.ts';
import { InboundService } from './inbound.service.ts';
import { StockMoves } from './stock-moves.ts';
import { stockOpsRoutes } from './stock-ops.routes.ts';
import { StockRepository } from './stock.repository.ts';
import { stockRoutes } from './stock.routes.ts';
import { StockService } from './stock.service.ts';

/** US warehouse stock and disposal (docs/warehouse.md): the seller's pages, inbound from shipments, the ops desk. */
export function createStockServices(deps: {
  db: Db;
  ledger: Ledger;
  cashback: Pick<CashbackService, 'accrueFor'>;
  notifications: Pick<NotificationService, 'notify'>;
  now: () => Date;
}) {
  const repo = new StockRepository(deps.db);
  const moves = new StockMoves(repo);
  const { ledger, now } = deps;
  return {
    repo,
    moves,
    stock: new StockService({ repo, moves, ledger, now }),
    inbound: new InboundService({
      repo,
      inbound: new InboundShipments(deps.db),
      moves,
      ledger,
      notifications: deps.notifications,
      now,
    }),
    disposal: new DisposalService({
      repo: new DisposalRepository(deps.db),
      stock: repo,
      moves,
      ledger,
      cashback: deps.cashback,
      notifications: deps.notifications,
      now,
    }),
  };
}
export type StockServices = ReturnType<typeof createStockServices>;

export const stockModuleRoutes: FastifyPluginAsync<{ stock: StockServices; idempotency: Idempotency }> = async (
  app,
  { stock, idempotency },
) => {
  await app.register(stockRoutes, { stock: stock.stock });
  await app.register(disposalRoutes, { disposal: stock.disposal, idempotency });
  await app.register(stockOpsRoutes, { stock: stock.stock, inbound: stock.inbound, idempotency });
  await app.register(disposalOpsRoutes, { disposal: stock.disposal, idempotency });
};
