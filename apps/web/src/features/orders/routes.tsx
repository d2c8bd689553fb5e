import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'orders';

/** §2 /orders/{type} and /orders/{type}/{order_id} (signed in): the orders imported from the seller's shops. */
export const orderRoutes: RouteObject[] = [
  {
    path: paths.orders,
    lazy: lazyPage(
      NS,
      () => import('./pages/orders-page.tsx'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: paths.order,
    lazy: lazyPage(
      NS,
      () => import('./pages/order-page.tsx'),
      (m) => m.OrderPage,
    ),
  },
];
