import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's money desk: find a seller, see and correct the balance. */
export const opsAccountRoutes: RouteObject[] = [
  {
    path: paths.ops,
    lazy: lazyPage(
      'ops',
      () => import('./pages/ops-accounts-page.tsx'),
      (m) => m.OpsAccountsPage,
    ),
  },
  {
    path: paths.opsAccount,
    lazy: lazyPage(
      'ops',
      () => import('./pages/ops-account-page.tsx'),
      (m) => m.OpsAccountPage,
    ),
  },
];
