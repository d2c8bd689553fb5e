import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The customs codes catalogue (§2 /hs-codes): public, reachable signed in or not. */
export const customsCodeRoutes: RouteObject[] = [
  {
    path: paths.hsCodes,
    lazy: lazyPage(
      'customs-codes',
      () => import('./pages/hs-codes-page.tsx'),
      (m) => m.HsCodesPage,
    ),
  },
];
