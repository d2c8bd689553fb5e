import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BankRequisites } from '@cabinet/contracts/top-up';
import type { Db } from '../../../platform/db/client.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { PaymentsProvider } from '../../../providers/payments/payments.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { MarketplacePayoutRepository } from './marketplace-payouts.repository.ts';
import { MarketplacePayoutService } from './marketplace-payouts.service.ts';
import { topUpOpsRoutes } from './top-up-ops.routes.ts';
import { TopUpRepository } from './top-up.repository.ts';
import { topUpRoutes } from './top-up.routes.ts';
import { TopUpService } from './top-up.service.ts';
import { TopUpSettlement } from './top-up-settlement.ts';

/**
 * Top-up (§2 /money-in): card and bank-transfer top-ups, marketplace payouts. The payments webhook is shared with
 * payment links and registered by the money module (payments-webhook.routes.ts).
 */
export function createTopUpServices(deps: {
  db: Db;
  ledger: Ledger;
  payments: PaymentsProvider;
  notifications: Pick<NotificationService, 'notify'>;
  now: () => Date;
  publicUrl: string;
  requisites: BankRequisites;
}) {
  const { db, ledger, payments, notifications, now } = deps;
  const repo = new TopUpRepository(db);
  const topUps = new TopUpService({ repo, payments, requisites: deps.requisites, publicUrl: deps.publicUrl, now });
  const settlement = new TopUpSettlement({ repo, topUps, ledger, notifications, now });
  const payouts = new MarketplacePayoutService({
    repo: new MarketplacePayoutRepository(db),
    ledger,
    notifications,
    now,
  });
  return { payments, topUps, settlement, payouts };
}
export type TopUpServices = ReturnType<typeof createTopUpServices>;

export const topUpModuleRoutes: FastifyPluginAsyncZod<{ services: TopUpServices; idempotency: Idempotency }> = async (
  app,
  { services, idempotency },
) => {
  const { topUps, settlement, payouts } = services;
  await app.register(topUpRoutes, { topUps, idempotency });
  await app.register(topUpOpsRoutes, { topUps, settlement, payouts, idempotency });
};
