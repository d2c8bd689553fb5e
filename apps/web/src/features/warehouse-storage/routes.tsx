import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'warehouse-storage';

/** §2 /warehouse/calculator: public, signed in or not. */
export const storageCalculatorRoutes: RouteObject[] = [
  {
    path: paths.warehouseCalculator,
    lazy: lazyPage(
      NS,
      () => import('./pages/storage-calculator-page.tsx'),
      (m) => m.StorageCalculatorPage,
    ),
  },
];

/** §2 /warehouse/charges and /warehouse/charges/{id} (signed in). */
export const storageChargeRoutes: RouteObject[] = [
  {
    path: paths.warehouseCharges,
    lazy: lazyPage(
      NS,
      () => import('./pages/charges-page.tsx'),
      (m) => m.ChargesPage,
    ),
  },
  {
    path: paths.warehouseCharge,
    lazy: lazyPage(
      NS,
      () => import('./pages/charge-page.tsx'),
      (m) => m.ChargePage,
    ),
  },
];

/** The back office's storage tariffs (operators only). */
export const storageOpsRoutes: RouteObject[] = [
  {
    path: paths.opsStorageTariffs,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-storage-tariffs-page.tsx'),
      (m) => m.OpsStorageTariffsPage,
    ),
  },
];
