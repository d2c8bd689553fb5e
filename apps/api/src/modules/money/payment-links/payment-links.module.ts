import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/client.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { PaymentsProvider } from '../../../providers/payments/payments.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { RatesService } from '../../reference/rates.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { PayService } from './pay.service.ts';
import { payRoutes } from './pay.routes.ts';
import { PaymentLinkSettlement } from './payment-link-settlement.ts';
import { PaymentLinksRepository } from './payment-links.repository.ts';
import { paymentLinkOpsRoutes } from './payment-links-ops.routes.ts';
import { paymentLinkRoutes } from './payment-links.routes.ts';
import { PaymentLinksService } from './payment-links.service.ts';

/**
 * Payment links: the seller's links, the operator's review, the buyer's pay page (a checkout at the payments
 * provider), and the settlement the payments webhook hands link payments to.
 */
export function createPaymentLinkServices(deps: {
  db: Db;
  ledger: Ledger;
  payments: PaymentsProvider;
  rates: Pick<RatesService, 'current'>;
  notifications: NotificationService;
  now: () => Date;
  publicUrl: string;
}) {
  const repo = new PaymentLinksRepository(deps.db);
  return {
    links: new PaymentLinksService({
      repo,
      notifications: deps.notifications,
      now: deps.now,
      publicUrl: deps.publicUrl,
    }),
    pay: new PayService({ repo, payments: deps.payments, now: deps.now, publicUrl: deps.publicUrl }),
    settlement: new PaymentLinkSettlement({
      repo,
      ledger: deps.ledger,
      rates: deps.rates,
      notifications: deps.notifications,
      now: deps.now,
    }),
  };
}
export type PaymentLinkServices = ReturnType<typeof createPaymentLinkServices>;

export const paymentLinkModuleRoutes: FastifyPluginAsyncZod<{
  paymentLinks: PaymentLinkServices;
  idempotency: Idempotency;
}> = async (app, { paymentLinks, idempotency }) => {
  await app.register(paymentLinkRoutes, { links: paymentLinks.links, idempotency });
  await app.register(paymentLinkOpsRoutes, { links: paymentLinks.links });
  await app.register(payRoutes, { pay: paymentLinks.pay });
};
