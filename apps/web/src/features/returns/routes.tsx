import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'returns';

/** §2 /shipments/returns, /shipments/returns/unidentified and its claim page (signed in). */
export const returnRoutes: RouteObject[] = [
  {
    path: paths.shipmentReturns,
    lazy: lazyPage(
      NS,
      () => import('./pages/returns-page.tsx'),
      (m) => m.ReturnsPage,
    ),
  },
  {
    path: paths.unidentifiedReturns,
    lazy: lazyPage(
      NS,
      () => import('./pages/unidentified-returns-page.tsx'),
      (m) => m.UnidentifiedReturnsPage,
    ),
  },
  {
    path: paths.returnClaim,
    lazy: lazyPage(
      NS,
      () => import('./pages/claim-return-page.tsx'),
      (m) => m.ClaimReturnPage,
    ),
  },
];

/** The back office's returns desk: register returns, decide claims, mark processed (operators only). */
export const returnOpsRoutes: RouteObject[] = [
  {
    path: paths.opsReturns,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-returns-page.tsx'),
      (m) => m.OpsReturnsPage,
    ),
  },
];
