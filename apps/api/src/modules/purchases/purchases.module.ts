import type { PurchaseFee } from '@cabinet/contracts/purchases';
import type { Db } from '../../platform/db/client.ts';
import { sellerRefs } from '../account/seller-ref.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { PurchasesOpsService } from './purchases-ops.service.ts';
import { PurchasesRepository } from './purchases.repository.ts';
import { PurchasesService } from './purchases.service.ts';

/** Buy for me (issue 24, docs/purchases.md): the seller's requests and the back office's desk. */
export function createPurchaseServices(deps: {
  db: Db;
  ledger: Ledger;
  notifications: Pick<NotificationService, 'notify'>;
  fee: PurchaseFee;
  quoteHours: number;
  now: () => Date;
}) {
  const repo = new PurchasesRepository(deps.db);
  const common = { db: deps.db, repo, ledger: deps.ledger, notifications: deps.notifications, now: deps.now };
  const service = new PurchasesService(common);
  const ops = new PurchasesOpsService({
    ...common,
    purchases: service,
    sellers: (ids) => sellerRefs(deps.db, ids),
    fee: deps.fee,
    quoteHours: deps.quoteHours,
  });
  return { repo, service, ops };
}
export type PurchaseServices = ReturnType<typeof createPurchaseServices>;
