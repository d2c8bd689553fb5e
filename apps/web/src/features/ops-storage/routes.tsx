import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's storage tariffs (operators only). */
export const opsStorageRoutes: RouteObject[] = [
  {
    path: paths.opsStorageTariffs,
    lazy: lazyPage(
      'ops-storage',
      () => import('./pages/storage-tariffs-page.tsx'),
      (m) => m.StorageTariffsPage,
    ),
  },
];
