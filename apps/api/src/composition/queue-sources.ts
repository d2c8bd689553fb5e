import type { MoneyServices } from '../modules/money/money.module.ts';
import type { QueueSources } from '../modules/queues/queues.service.ts';
import type { PurchaseServices } from '../modules/purchases/purchases.module.ts';
import type { ReturnServices } from '../modules/returns/returns.module.ts';
import type { LifecycleServices } from '../modules/shipments/lifecycle-services.ts';
import type { ShopsServices } from '../modules/shops/shops.module.ts';
import type { UsPackageServices } from '../modules/us-packages/us-packages.module.ts';
import type { StockServices } from '../modules/warehouse/stock/stock.module.ts';

/**
 * Where each desk of the back office's home page counts what waits (packages/contracts/src/queues.ts): its own
 * module's service, over that module's tables. A desk added there is given its source here.
 */
export function queueSources(s: {
  money: MoneyServices;
  shipmentLifecycle: LifecycleServices;
  returns: ReturnServices;
  usPackages: UsPackageServices;
  stock: StockServices;
  connectionRequests: ShopsServices['connectionRequests'];
  purchases: PurchaseServices;
}): QueueSources {
  return {
    withdrawals: (before) => s.money.withdrawal.withdrawalOps.waiting(before),
    approvals: (before) => s.money.approvals.waiting(before),
    top_ups: (before) => s.money.topUp.topUps.waitingTransfers(before),
    unidentified_payments: (before) => s.money.lostPayments.review.waitingPayments(before),
    payment_claims: (before) => s.money.lostPayments.review.waitingClaims(before),
    parcels: (before) => s.shipmentLifecycle.ops.waiting(before),
    return_claims: (before) => s.returns.claims.waiting(before),
    package_claims: (before) => s.usPackages.claims.waiting(before),
    returns: (before) => s.returns.ops.waitingToProcess(before),
    disposals: (before) => s.stock.disposal.waiting('pending', before),
    disposals_approved: (before) => s.stock.disposal.waiting('approved', before),
    shop_requests: (before) => s.connectionRequests.waiting(before),
    purchases: (before) => s.purchases.repo.waiting(before),
  };
}
