import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { AddressService } from '../modules/addresses/addresses.service.ts';
import type { createMoneyServices } from '../modules/money/money.module.ts';
import { createNationalPostServices } from '../modules/national-post/national-post.module.ts';
import type { NotificationService } from '../modules/notifications/notifications.service.ts';
import type { RatesService } from '../modules/reference/rates.service.ts';
import { createReturnServices } from '../modules/returns/returns.module.ts';
import { createUsPackageServices } from '../modules/us-packages/us-packages.module.ts';
import { documentsService } from '../modules/shipments/documents/documents.module.ts';
import { createLifecycleServices } from '../modules/shipments/lifecycle.module.ts';
import type { ShipmentMoves } from '../modules/shipments/order-shipments.ts';
import { openParcelCounter } from '../modules/shipments/open-parcels.ts';
import { createShipmentServices } from '../modules/shipments/shipments.module.ts';
import { quoteFromTables } from '../modules/tariffs/quote.ts';
import { TariffVersionService } from '../modules/tariffs/tariff-versions.service.ts';
import { TariffRepository } from '../modules/tariffs/tariffs.repository.ts';
import { TariffService } from '../modules/tariffs/tariffs.service.ts';
import type { createUploadService } from '../modules/uploads/uploads.module.ts';
import type { StockServices } from '../modules/warehouse/stock/stock.module.ts';
import type { CarriersProvider } from '../providers/carriers/carriers.ts';
import { carriersApi } from '../providers/carriers/carriers-api.ts';
import type { UkrposhtaConnection } from '../providers/national-post/ukrposhta.ts';
import type { OwnApiConnection } from '../providers/own-api-client.ts';
import type { CustomsCodeService } from '../modules/catalog/customs-codes/customs-codes.module.ts';

/**
 * Part of `createServices`: what goes out — the carriers and our tariffs, shipments and their lifecycle, their
 * documents, returns, packages at the US warehouse, and the national post.
 */
export function createShippingServices(opts: {
  config: Config;
  db: Db;
  now: () => Date;
  carrierLabels: OwnApiConnection & { name: CarriersProvider['name'] };
  carriers?: CarriersProvider;
  ukrposhta: UkrposhtaConnection;
  money: ReturnType<typeof createMoneyServices>;
  uploads: ReturnType<typeof createUploadService>;
  notifications: NotificationService;
  rates: RatesService;
  addresses: AddressService;
  customsCodes: CustomsCodeService;
  stock: StockServices;
  moves: ShipmentMoves;
}) {
  const { config, db, now, money, uploads, notifications, addresses, customsCodes } = opts;
  const tariffRepo = new TariffRepository(db);
  // Prices are ours, from the tariff tables in force at the moment priced (now, or when the seller paid: a re-quote),
  // as a carrier quotes from its contract rates; labels are the carrier's.
  const carriers =
    opts.carriers ??
    carriersApi(opts.carrierLabels, async (request) =>
      quoteFromTables(await tariffRepo.inForce(request.at ?? now()), request),
    );
  const { ledger, holds, cashback } = money;
  return {
    carriers,
    tariffs: new TariffService(tariffRepo, carriers, now),
    tariffVersions: new TariffVersionService({ repo: tariffRepo, openParcels: openParcelCounter(db), now }),
    shipments: createShipmentServices({
      db,
      carriers,
      addresses,
      ledger,
      holds,
      uploads,
      customsCodes,
      inbound: opts.stock.inbound,
      now,
    }),
    shipmentLifecycle: createLifecycleServices({
      db,
      ledger,
      holds,
      cashback,
      notifications,
      carriers,
      moves: opts.moves,
      now,
    }),
    documents: documentsService(db, carriers, config.WAREHOUSE_ADDRESS, now),
    returns: createReturnServices({
      db,
      addresses,
      ledger,
      cashback,
      uploads,
      notifications,
      stock: opts.stock.stock,
      now,
    }),
    usPackages: createUsPackageServices({ db, dataDir: config.DATA_DIR, money, uploads, notifications, now }),
    nationalPost: createNationalPostServices({
      db,
      addresses,
      customs: customsCodes,
      ledger,
      rates: opts.rates,
      ukrposhta: opts.ukrposhta,
      notifications,
      now,
    }),
  };
}
