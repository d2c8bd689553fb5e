import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's people: administrators grant the roles (issue 23). */
export const operatorOpsRoutes: RouteObject[] = [
  {
    path: paths.opsOperators,
    lazy: lazyPage(
      'operators',
      () => import('./pages/ops-operators-page.tsx'),
      (m) => m.OpsOperatorsPage,
    ),
  },
];
