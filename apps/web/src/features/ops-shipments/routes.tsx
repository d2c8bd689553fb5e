import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The desk shows statuses, types and delivery types in the seller's own words (the shipments namespace). */
const NS = ['ops-shipments', 'shipments'];

/** The back office's shipment desk: find shipments, receive them at a warehouse, move them along. */
export const opsShipmentRoutes: RouteObject[] = [
  {
    path: paths.opsShipments,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-shipments-page.tsx'),
      (m) => m.OpsShipmentsPage,
    ),
  },
  {
    path: paths.opsShipment,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-shipment-page.tsx'),
      (m) => m.OpsShipmentPage,
    ),
  },
];
