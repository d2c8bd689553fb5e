import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'us-packages';

/** The seller's packages at the US warehouse and the unidentified purchases (signed in). */
export const usPackageRoutes: RouteObject[] = [
  {
    path: paths.usPackages,
    lazy: lazyPage(
      NS,
      () => import('./pages/packages-page.tsx'),
      (m) => m.PackagesPage,
    ),
  },
  {
    path: paths.lostOrders,
    lazy: lazyPage(
      NS,
      () => import('./pages/lost-orders-page.tsx'),
      (m) => m.LostOrdersPage,
    ),
  },
];

/** The warehouse's check-in desk (operators only). */
export const usPackageOpsRoutes: RouteObject[] = [
  {
    path: paths.opsUsPackages,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-us-packages-page.tsx'),
      (m) => m.OpsUsPackagesPage,
    ),
  },
];
