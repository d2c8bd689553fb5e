import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/client.ts';
import type { AddressService } from '../modules/addresses/addresses.service.ts';
import type { NotificationService } from '../modules/notifications/notifications.service.ts';
import { createOrdersServices } from '../modules/orders/orders.module.ts';
import type { RatesService } from '../modules/reference/rates.service.ts';
import type { ShipmentMoves } from '../modules/shipments/order-shipments.ts';
import { createShopsServices } from '../modules/shops/shops.module.ts';
import type { Sealer } from '../platform/secrets/sealed-secrets.ts';
import type { Marketplaces } from '../providers/marketplaces/marketplaces.ts';

type OrdersDeps = Parameters<typeof createOrdersServices>[0];

/** Part of `createServices`: the sellers' marketplace shops and the orders imported from them. */
export function createCommerceServices(opts: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  oldMarketUrl: string | null;
  sealer: Sealer;
  marketplaces: Marketplaces;
  notifications: NotificationService;
  addresses: AddressService;
  rates: RatesService;
  shipments: OrdersDeps['shipments'];
  products: OrdersDeps['products'];
  shipmentMoves: ShipmentMoves;
  log: () => FastifyBaseLogger | null;
}) {
  const { db, now, addresses, notifications } = opts;
  const shopServices = createShopsServices({
    db,
    addresses,
    marketplaces: opts.marketplaces,
    sealer: opts.sealer,
    publicUrl: opts.publicUrl,
    oldMarketUrl: opts.oldMarketUrl,
    now,
    notifications,
  });
  const orders = createOrdersServices({
    shipments: opts.shipments,
    db,
    shops: shopServices.shops,
    importRuns: shopServices.importRuns,
    syncRequests: shopServices.syncRequests,
    shopPrivacy: shopServices.shopPrivacy,
    products: opts.products,
    addresses,
    rates: opts.rates,
    shipmentMoves: opts.shipmentMoves,
    notifications,
    now,
    log: opts.log,
  });
  return { ...shopServices, orders };
}
