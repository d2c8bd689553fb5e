import type { RouteObject } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The desk shows statuses, types and delivery types in the seller's own words (the shipments namespace). */
const withShipmentWords =
  <M,>(load: () => Promise<M>) =>
  async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces('shipments')]);
    return module;
  };

/** The back office's shipment desk: find shipments, receive them at a warehouse, move them along. */
export const opsShipmentRoutes: RouteObject[] = [
  {
    path: paths.opsShipments,
    lazy: lazyPage(
      'ops-shipments',
      withShipmentWords(() => import('./pages/ops-shipments-page.tsx')),
      (m) => m.OpsShipmentsPage,
    ),
  },
  {
    path: paths.opsShipment,
    lazy: lazyPage(
      'ops-shipments',
      withShipmentWords(() => import('./pages/ops-shipment-page.tsx')),
      (m) => m.OpsShipmentPage,
    ),
  },
];
