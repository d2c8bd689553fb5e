import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's returns desk (operators only). */
export const opsReturnRoutes: RouteObject[] = [
  {
    path: paths.opsReturns,
    lazy: lazyPage(
      'ops-returns',
      () => import('./pages/ops-returns-page.tsx'),
      (m) => m.OpsReturnsPage,
    ),
  },
];
