import type { Db } from '../platform/db/client.ts';
import { createCustomsCodeService } from '../modules/catalog/customs-codes/customs-codes.module.ts';
import { createImportService } from '../modules/catalog/import/import.module.ts';
import { createProductServices } from '../modules/catalog/products/products.module.ts';
import type { createMoneyServices } from '../modules/money/money.module.ts';
import type { NotificationService } from '../modules/notifications/notifications.service.ts';
import type { createUploadService } from '../modules/uploads/uploads.module.ts';
import { createStockServices } from '../modules/warehouse/stock/stock.module.ts';
import { createStorageServices } from '../modules/warehouse/storage/storage.module.ts';

/** Part of `createServices`: the sellers' goods — the catalogue, its customs codes and imports, stock and storage. */
export function createGoodsServices(opts: {
  db: Db;
  dataDir: string;
  now: () => Date;
  money: ReturnType<typeof createMoneyServices>;
  uploads: ReturnType<typeof createUploadService>;
  notifications: NotificationService;
}) {
  const { db, now, money, notifications, uploads } = opts;
  const customsCodes = createCustomsCodeService(db);
  const stock = createStockServices({ db, ledger: money.ledger, cashback: money.cashback, notifications, now });
  const catalog = createProductServices({
    db,
    dataDir: opts.dataDir,
    uploads,
    customs: customsCodes,
    stock: stock.stock,
    now,
  });
  return {
    customsCodes,
    stock,
    catalog,
    productImports: createImportService({ db, customs: customsCodes, now }),
    storage: createStorageServices({ db, ledger: money.ledger, cashback: money.cashback, now }),
  };
}
