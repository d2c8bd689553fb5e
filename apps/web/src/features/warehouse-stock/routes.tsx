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

/** The back office's US warehouse and disposal desks (operators only). */
export const warehouseStockOpsRoutes: RouteObject[] = [
  {
    path: paths.opsWarehouse,
    // The inbound desk names shipment statuses in the seller's own words (the shipments namespace).
    lazy: lazyPage(
      [NS, 'shipments'],
      () => import('./pages/ops-warehouse-page.tsx'),
      (m) => m.OpsWarehousePage,
    ),
  },
  {
    path: paths.opsDisposals,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-disposals-page.tsx'),
      (m) => m.OpsDisposalsPage,
    ),
  },
];
