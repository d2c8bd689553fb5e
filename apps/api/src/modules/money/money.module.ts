import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { BalanceRepository } from './balance/balance.repository.ts';
import { balanceRoutes } from './balance/balance.routes.ts';
import { BalanceService } from './balance/balance.service.ts';
import { Ledger } from './ledger/ledger.ts';
import { MoneyOpsRepository } from './ops/money-ops.repository.ts';
import { moneyOpsRoutes } from './ops/money-ops.routes.ts';
import { MoneyOpsService } from './ops/money-ops.service.ts';

export interface MoneyDeps {
  config: Config;
  db: Db;
  now: () => Date;
  notifications: NotificationService;
}

/**
 * The money domain (ARCHITECTURE §5): one ledger that every part of the product charges through, and the
 * features built on it. Each feature lives in its own folder here and is wired in these two functions.
 */
export function createMoneyServices(deps: MoneyDeps) {
  const { db, now, notifications } = deps;
  const ledger = new Ledger(db, now);
  const idempotency = new Idempotency(db, now);
  const balance = new BalanceService(new BalanceRepository(db));
  const moneyOps = new MoneyOpsService({ repo: new MoneyOpsRepository(db), ledger, balance, notifications, now });
  return { ledger, idempotency, balance, moneyOps };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;

/** Every money route, under /api. */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  await app.register(balanceRoutes, { balance: money.balance });
  await app.register(moneyOpsRoutes, { moneyOps: money.moneyOps, idempotency: money.idempotency });
};
