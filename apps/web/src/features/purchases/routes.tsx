import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'purchases';

/** Buy for me (signed in): a new request, the seller's purchases, one purchase. */
export const purchaseRoutes: RouteObject[] = [
  {
    path: paths.buyNew,
    lazy: lazyPage(
      NS,
      () => import('./pages/new-purchase-page.tsx'),
      (m) => m.NewPurchasePage,
    ),
  },
  {
    path: paths.purchases,
    lazy: lazyPage(
      NS,
      () => import('./pages/purchases-page.tsx'),
      (m) => m.PurchasesPage,
    ),
  },
  {
    path: paths.purchase,
    lazy: lazyPage(
      NS,
      () => import('./pages/purchase-page.tsx'),
      (m) => m.PurchasePage,
    ),
  },
];

/** The back office's purchases desk: the list and one purchase with its actions. */
export const purchaseOpsRoutes: RouteObject[] = [
  {
    path: paths.opsPurchases,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-purchases-page.tsx'),
      (m) => m.OpsPurchasesPage,
    ),
  },
  {
    path: paths.opsPurchase,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-purchase-page.tsx'),
      (m) => m.OpsPurchasePage,
    ),
  },
];
