import { paths } from '../../shared/lib/paths.ts';

export interface OpsMenuItem {
  labelKey: string;
  path: string;
}

/**
 * The back office's menu (ARCHITECTURE §1: operators are the other side of every request). Each feature adds the
 * desk it brings; an item whose path has no route is not shown.
 */
export const opsMenu: OpsMenuItem[] = [
  { labelKey: 'ops.menu.accounts', path: paths.ops },
  { labelKey: 'ops.menu.top_ups', path: paths.opsTopUps },
  { labelKey: 'ops.menu.invoices', path: paths.opsInvoices },
  { labelKey: 'ops.menu.cashback_rules', path: paths.opsCashbackRules },
  { labelKey: 'ops.menu.payment_links', path: paths.opsPaymentLinks },
  { labelKey: 'ops.menu.withdrawals', path: paths.opsWithdrawals },
  { labelKey: 'ops.menu.unidentified_payments', path: paths.opsUnidentifiedPayments },
  { labelKey: 'ops.menu.tariffs', path: paths.opsTariffs },
  { labelKey: 'ops.menu.returns', path: paths.opsReturns },
  { labelKey: 'ops.menu.storage_tariffs', path: paths.opsStorageTariffs },
  { labelKey: 'ops.menu.shipments', path: paths.opsShipments },
  { labelKey: 'ops.menu.warehouse', path: paths.opsWarehouse },
  { labelKey: 'ops.menu.disposals', path: paths.opsDisposals },
  { labelKey: 'ops.menu.shops', path: paths.opsShops },
  { labelKey: 'ops.menu.error_reports', path: paths.opsErrorReports },
];
