import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'products';

/** §2 /products and /products/manufacturers (signed in). */
export const productRoutes: RouteObject[] = [
  {
    path: paths.products,
    lazy: lazyPage(
      NS,
      () => import('./pages/products-page.tsx'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: paths.productManufacturers,
    lazy: lazyPage(
      NS,
      () => import('./pages/manufacturers-page.tsx'),
      (m) => m.ManufacturersPage,
    ),
  },
];
