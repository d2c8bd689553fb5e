import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'warehouse-stock';

/** §2 /products/warehouse and /warehouse/disposal (signed in). */
export const warehouseStockRoutes: RouteObject[] = [
  {
    path: paths.warehouseStock,
    lazy: lazyPage(
      NS,
      () => import('./pages/warehouse-stock-page.tsx'),
      (m) => m.WarehouseStockPage,
    ),
  },
  {
    path: paths.disposal,
    lazy: lazyPage(
      NS,
      () => import('./pages/disposal-page.tsx'),
      (m) => m.DisposalPage,
    ),
  },
];
