import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** §2 /products/import (signed in). */
export const productsImportRoutes: RouteObject[] = [
  {
    path: paths.productsImport,
    lazy: lazyPage(
      'products-import',
      () => import('./pages/products-import-page.tsx'),
      (m) => m.ProductsImportPage,
    ),
  },
];
