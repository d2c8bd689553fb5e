import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The seller's shipments (§2): create, the list (with a linkable detail), what waits for the seller. */
export const shipmentRoutes: RouteObject[] = [
  {
    path: paths.shipmentCreate,
    lazy: lazyPage(
      'shipments',
      () => import('./pages/shipment-create-page.tsx'),
      (m) => m.ShipmentCreatePage,
    ),
  },
  {
    path: paths.shipments,
    lazy: lazyPage(
      'shipments',
      () => import('./pages/shipments-page.tsx'),
      (m) => m.ShipmentsPage,
    ),
  },
  {
    path: paths.shipmentsProcess,
    lazy: lazyPage(
      'shipments',
      () => import('./pages/shipments-process-page.tsx'),
      (m) => m.ShipmentsProcessPage,
    ),
  },
];

/** The back office's shipment desk: find shipments, receive them at a warehouse (one by one, or scanning), move them. */
export const shipmentOpsRoutes: RouteObject[] = [
  {
    path: paths.opsShipments,
    lazy: lazyPage(
      'shipments',
      () => import('./pages/ops-shipments-page.tsx'),
      (m) => m.OpsShipmentsPage,
    ),
  },
  {
    path: paths.opsReceiving,
    lazy: lazyPage(
      'shipments',
      () => import('./pages/ops-receiving-page.tsx'),
      (m) => m.OpsReceivingPage,
    ),
  },
  {
    path: paths.opsShipment,
    lazy: lazyPage(
      'shipments',
      () => import('./pages/ops-shipment-page.tsx'),
      (m) => m.OpsShipmentPage,
    ),
  },
];
