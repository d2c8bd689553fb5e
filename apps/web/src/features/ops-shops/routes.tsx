import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's shops desk: every seller's shops and their imports, and the connection requests. */
export const opsShopRoutes: RouteObject[] = [
  {
    path: paths.opsShops,
    lazy: lazyPage(
      'ops-shops',
      () => import('./pages/ops-shops-page.tsx'),
      (m) => m.OpsShopsPage,
    ),
  },
];
