import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/client.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { FileStore } from '../../../platform/storage/file-store.ts';
import { ClaimsReviewService } from './claims-review.service.ts';
import { lostPaymentOpsRoutes } from './lost-payments-ops.routes.ts';
import { LostPaymentsRepository } from './lost-payments.repository.ts';
import { lostPaymentRoutes } from './lost-payments.routes.ts';
import { LostPaymentsService } from './lost-payments.service.ts';

/** Unidentified payments: the seller's claims with proof, the operator's register and review. */
export function createLostPaymentServices(deps: {
  db: Db;
  ledger: Ledger;
  notifications: NotificationService;
  now: () => Date;
  dataDir: string;
}) {
  const repo = new LostPaymentsRepository(deps.db);
  const files = new FileStore(join(deps.dataDir, 'files'));
  return {
    lost: new LostPaymentsService({ db: deps.db, repo, files, now: deps.now }),
    review: new ClaimsReviewService({
      repo,
      ledger: deps.ledger,
      files,
      notifications: deps.notifications,
      now: deps.now,
    }),
  };
}
export type LostPaymentServices = ReturnType<typeof createLostPaymentServices>;

export const lostPaymentModuleRoutes: FastifyPluginAsyncZod<{
  lostPayments: LostPaymentServices;
  idempotency: Idempotency;
}> = async (app, { lostPayments, idempotency }) => {
  await app.register(lostPaymentRoutes, { lost: lostPayments.lost });
  await app.register(lostPaymentOpsRoutes, { review: lostPayments.review, idempotency });
};
