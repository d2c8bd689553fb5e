import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/client.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import type { CashbackService } from '../cashback/cashback.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { ReportsRepository } from '../reports/reports.repository.ts';
import { reportRoutes } from '../reports/reports.routes.ts';
import { ReportsService } from '../reports/reports.service.ts';
import { InvoicesOpsService } from './invoices-ops.service.ts';
import { InvoicesRepository } from './invoices.repository.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import { InvoicesService } from './invoices.service.ts';

/** The provider's name on invoices and reports. */
export const PROVIDER_NAME = 'Seller Cabinet';

/** Invoices issued to sellers, payments and the money reports: their services… */
export function createInvoiceServices(deps: {
  db: Db;
  ledger: Ledger;
  cashback: Pick<CashbackService, 'accrueFor'>;
  balance: BalanceService;
  notifications: Pick<NotificationService, 'notify'>;
  now: () => Date;
  officeAddress: string;
}) {
  const { db, ledger, balance, notifications, now } = deps;
  const repo = new InvoicesRepository(db);
  const invoices = new InvoicesService({
    repo,
    ledger,
    cashback: deps.cashback,
    balance,
    now,
    supplier: { name: PROVIDER_NAME, address: deps.officeAddress },
  });
  ledger.onReverse(invoices.reopenOnReversal);
  return {
    invoices,
    invoicesOps: new InvoicesOpsService({ repo, ledger, notifications, now }),
    reports: new ReportsService({ repo: new ReportsRepository(db), now, author: PROVIDER_NAME }),
  };
}
export type InvoiceServices = ReturnType<typeof createInvoiceServices>;

/** …and their routes. */
export const invoiceModuleRoutes: FastifyPluginAsyncZod<{
  services: InvoiceServices;
  idempotency: Idempotency;
}> = async (app, { services, idempotency }) => {
  await app.register(invoiceRoutes, { ...services, idempotency });
  await app.register(reportRoutes, { reports: services.reports });
};
