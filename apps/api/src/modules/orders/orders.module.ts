import type { NotificationService } from '../notifications/notifications.service.ts';
import type { ShopPrivacyService } from '../shops/shop-privacy.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { ProductService } from '../catalog/products/products.service.ts';
import type { RatesService } from '../reference/rates.service.ts';
import type { ShipmentMoves } from '../shipments/order-shipments.ts';
import type { ShopsService } from '../shops/shops.service.ts';
import type { ShopImportRuns, SyncRequests } from '../shops/import-runs.ts';
import type { ShipmentService } from '../shipments/shipments.service.ts';
import { BulkShipments } from './bulk-shipments.ts';
import { OrderImport } from './order-import.ts';
import { OrderPushes } from './order-pushes.ts';
import { PrivacyNoticeHandler } from './privacy-notices.ts';
import { OrderTracking } from './order-tracking.ts';
import { OrdersRepository } from './orders.repository.ts';
import { OrdersService } from './orders.service.ts';
import { SalesStatsService } from './sales-stats.ts';

/** Marketplace orders (issue 14, docs/orders.md): import, pushes, tracks, cancels, the CRM and the sales figures. */
export function createOrdersServices(deps: {
  db: Db;
  shops: ShopsService;
  /** The shops module's port for the import's bookkeeping, and its "import now" requests. */
  importRuns: ShopImportRuns;
  syncRequests: Pick<SyncRequests, 'listen'>;
  shopPrivacy: ShopPrivacyService;
  products: Pick<ProductService, 'bySkus'>;
  addresses: Pick<AddressService, 'create' | 'list'>;
  rates: Pick<RatesService, 'current'>;
  shipmentMoves: ShipmentMoves;
  shipments: Pick<ShipmentService, 'create'>;
  notifications: Pick<NotificationService, 'notify'>;
  now: () => Date;
  /** The app's logger, once the app exists. */
  log: () => FastifyBaseLogger | null;
}) {
  const repo = new OrdersRepository(deps.db);
  const importer = new OrderImport({ shops: deps.shops, runs: deps.importRuns, repo, now: deps.now, log: deps.log });
  deps.syncRequests.listen((shopId) => importer.kick(shopId));
  const tracking = new OrderTracking({ ...deps, repo });
  deps.shipmentMoves.listen((moved) => tracking.onShipmentMoved(moved));
  const service = new OrdersService({ ...deps, repo, tracking, importer });
  return {
    repo,
    importer,
    tracking,
    pushes: new OrderPushes({ shops: deps.shops, importer, log: deps.log }),
    privacy: new PrivacyNoticeHandler({ ...deps, repo }),
    stats: new SalesStatsService({ repo, shops: deps.shops, rates: deps.rates, now: deps.now }),
    service,
    bulk: new BulkShipments({ repo, orders: service, shops: deps.shops, shipments: deps.shipments }),
  };
}
export type OrdersServices = ReturnType<typeof createOrdersServices>;
