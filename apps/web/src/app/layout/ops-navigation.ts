import type { OpsRoleNeed } from '@cabinet/contracts/permissions';
import { paths } from '../../shared/lib/paths.ts';

export interface OpsMenuItem {
  labelKey: string;
  path: string;
  /** Who works at the desk (its list's role in the endpoint table): the others do not see it. */
  opsRole: OpsRoleNeed;
}

/**
 * The back office's menu (ARCHITECTURE §1: operators are the other side of every request). Each feature adds the
 * desk it brings; an item whose path has no route is not shown, nor one whose role the operator does not hold. The
 * home page (what waits at each desk) comes first, then the desks where work waits, the settings last.
 */
export const opsMenu: OpsMenuItem[] = [
  { labelKey: 'ops.menu.home', path: paths.ops, opsRole: 'any' },
  { labelKey: 'ops.menu.accounts', path: paths.opsAccounts, opsRole: ['finance', 'support'] },
  { labelKey: 'ops.menu.shipments', path: paths.opsShipments, opsRole: ['warehouse', 'support'] },
  { labelKey: 'ops.menu.receiving', path: paths.opsReceiving, opsRole: 'warehouse' },
  { labelKey: 'ops.menu.warehouse', path: paths.opsWarehouse, opsRole: 'warehouse' },
  { labelKey: 'ops.menu.returns', path: paths.opsReturns, opsRole: 'warehouse' },
  { labelKey: 'ops.menu.us_packages', path: paths.opsUsPackages, opsRole: 'warehouse' },
  { labelKey: 'ops.menu.disposals', path: paths.opsDisposals, opsRole: 'warehouse' },
  { labelKey: 'ops.menu.withdrawals', path: paths.opsWithdrawals, opsRole: 'finance' },
  { labelKey: 'ops.menu.approvals', path: paths.opsApprovals, opsRole: 'finance' },
  { labelKey: 'ops.menu.top_ups', path: paths.opsTopUps, opsRole: 'finance' },
  { labelKey: 'ops.menu.invoices', path: paths.opsInvoices, opsRole: 'finance' },
  { labelKey: 'ops.menu.unidentified_payments', path: paths.opsUnidentifiedPayments, opsRole: 'finance' },
  { labelKey: 'ops.menu.payment_links', path: paths.opsPaymentLinks, opsRole: 'finance' },
  { labelKey: 'ops.menu.purchases', path: paths.opsPurchases, opsRole: ['finance', 'support'] },
  { labelKey: 'ops.menu.cashback_rules', path: paths.opsCashbackRules, opsRole: 'finance' },
  { labelKey: 'ops.menu.tariffs', path: paths.opsTariffs, opsRole: ['finance', 'warehouse'] },
  { labelKey: 'ops.menu.storage_tariffs', path: paths.opsStorageTariffs, opsRole: ['finance', 'warehouse'] },
  { labelKey: 'ops.menu.shops', path: paths.opsShops, opsRole: 'support' },
  { labelKey: 'ops.menu.error_reports', path: paths.opsErrorReports, opsRole: 'support' },
  { labelKey: 'ops.menu.operators', path: paths.opsOperators, opsRole: 'admin' },
  { labelKey: 'ops.menu.audit', path: paths.opsAudit, opsRole: 'admin' },
];
