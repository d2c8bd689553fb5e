import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** §2 Money in: top up by card or bank transfer, and the page the payment provider returns to (signed in). */
export const moneyInRoutes: RouteObject[] = [
  {
    path: paths.moneyIn,
    lazy: lazyPage(
      'money-in',
      () => import('./pages/money-in-page.tsx'),
      (m) => m.MoneyInPage,
    ),
  },
  {
    path: paths.moneyInCheckout,
    lazy: lazyPage(
      'money-in',
      () => import('./pages/money-in-checkout-page.tsx'),
      (m) => m.MoneyInCheckoutPage,
    ),
  },
];

/** The back office's money-in desk. */
export const moneyInOpsRoutes: RouteObject[] = [
  {
    path: paths.opsTopUps,
    lazy: lazyPage(
      'money-in',
      () => import('./pages/ops-top-ups-page.tsx'),
      (m) => m.OpsTopUpsPage,
    ),
  },
];
