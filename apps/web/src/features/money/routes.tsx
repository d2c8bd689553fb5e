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

/** The back office's money desk: find a seller, see and correct the balance. */
export const moneyOpsRoutes: RouteObject[] = [
  {
    path: paths.ops,
    lazy: lazyPage(
      'money',
      () => import('./pages/ops-accounts-page.tsx'),
      (m) => m.OpsAccountsPage,
    ),
  },
  {
    path: paths.opsAccount,
    lazy: lazyPage(
      'money',
      () => import('./pages/ops-account-page.tsx'),
      (m) => m.OpsAccountPage,
    ),
  },
];
