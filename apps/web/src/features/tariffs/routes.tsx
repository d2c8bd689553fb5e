import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The parcel calculator and the cart (§2): public, reachable signed in or not. */
export const calculatorRoutes: RouteObject[] = [
  {
    path: paths.calculator,
    lazy: lazyPage(
      'tariffs',
      () => import('./pages/calculator-page.tsx'),
      (m) => m.CalculatorPage,
    ),
  },
  {
    path: paths.cart,
    lazy: lazyPage(
      'tariffs',
      () => import('./pages/cart-page.tsx'),
      (m) => m.CartPage,
    ),
  },
];

/** The back office's tariff tables. */
export const tariffOpsRoutes: RouteObject[] = [
  {
    path: paths.opsTariffs,
    lazy: lazyPage(
      'tariffs',
      () => import('./pages/ops-tariffs-page.tsx'),
      (m) => m.OpsTariffsPage,
    ),
  },
];
