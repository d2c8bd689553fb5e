import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's home page: what waits at each desk. */
export const queueOpsRoutes: RouteObject[] = [
  {
    path: paths.ops,
    lazy: lazyPage(
      'queues',
      () => import('./pages/ops-home-page.tsx'),
      (m) => m.OpsHomePage,
    ),
  },
];
