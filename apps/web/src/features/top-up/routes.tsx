import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** §2 /money-in: top up by card or bank transfer, and the page the payment provider returns to (signed in). */
export const topUpRoutes: RouteObject[] = [
  {
    path: paths.topUp,
    lazy: lazyPage(
      'top-up',
      () => import('./pages/top-up-page.tsx'),
      (m) => m.TopUpPage,
    ),
  },
  {
    path: paths.topUpCheckout,
    lazy: lazyPage(
      'top-up',
      () => import('./pages/top-up-checkout-page.tsx'),
      (m) => m.TopUpCheckoutPage,
    ),
  },
];

/** The back office's top-up desk. */
export const topUpOpsRoutes: RouteObject[] = [
  {
    path: paths.opsTopUps,
    lazy: lazyPage(
      'top-up',
      () => import('./pages/ops-top-ups-page.tsx'),
      (m) => m.OpsTopUpsPage,
    ),
  },
];
