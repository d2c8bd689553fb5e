import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: lazyPage(
      'dashboard',
      () => import('./pages/dashboard-page.tsx'),
      (m) => m.DashboardPage,
    ),
  },
];
