import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The seller's money logs (§2 /balance-log, /money-hold-log). */
export const moneyRoutes: RouteObject[] = [
  {
    path: paths.balanceLog,
    lazy: lazyPage(
      'money',
      () => import('./pages/balance-log-page.tsx'),
      (m) => m.BalanceLogPage,
    ),
  },
  {
    path: paths.moneyHoldLog,
    lazy: lazyPage(
      'money',
      () => import('./pages/hold-log-page.tsx'),
      (m) => m.HoldLogPage,
    ),
  },
];

/**
 * The back office's sellers: find one by name, e-mail or account number. A seller's own page (/ops/accounts/:id) is
 * composed in app/seller-page of each desk's section; this feature brings the money one.
 */
export const moneyOpsRoutes: RouteObject[] = [
  {
    path: paths.opsAccounts,
    lazy: lazyPage(
      'money',
      () => import('./pages/ops-accounts-page.tsx'),
      (m) => m.OpsAccountsPage,
    ),
  },
];
