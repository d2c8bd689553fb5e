import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../platform/db/client.ts';
import { accountRoutes } from '../modules/account/account.routes.ts';
import { operatorsRoutes } from '../modules/account/operators.routes.ts';
import { sellersRoutes } from '../modules/account/sellers.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { addressRoutes } from '../modules/addresses/addresses.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { twoFactorRoutes } from '../modules/auth/two-factor.routes.ts';
import { customsCodeRoutes } from '../modules/catalog/customs-codes/customs-codes.module.ts';
import { importRoutes } from '../modules/catalog/import/import.routes.ts';
import { productModuleRoutes } from '../modules/catalog/products/products.module.ts';
import { contentRoutes } from '../modules/content/content.routes.ts';
import { moneyRoutes } from '../modules/money/money.module.ts';
import { nationalPostRoutes } from '../modules/national-post/national-post.routes.ts';
import { notificationRoutes } from '../modules/notifications/notifications.routes.ts';
import { healthRoutes } from '../modules/ops/health.routes.ts';
import { opsRoutes } from '../modules/ops/ops.routes.ts';
import { purchasesRoutes } from '../modules/purchases/purchases.routes.ts';
import { usSuiteRoutes } from '../modules/purchases/us-suite.routes.ts';
import { queuesRoutes } from '../modules/queues/queues.routes.ts';
import { marketplaceWebhookRoutes, ordersRoutes } from '../modules/orders/orders.routes.ts';
import { referenceRoutes } from '../modules/reference/reference.routes.ts';
import { returnModuleRoutes } from '../modules/returns/returns.module.ts';
import { documentRoutes } from '../modules/shipments/documents/documents.routes.ts';
import { lifecycleModuleRoutes } from '../modules/shipments/lifecycle.module.ts';
import { shipmentRoutes } from '../modules/shipments/shipments.routes.ts';
import { shopsRoutes } from '../modules/shops/shops.routes.ts';
import { subaccountRoutes } from '../modules/subaccounts/subaccounts.routes.ts';
import { tariffRoutes } from '../modules/tariffs/tariffs.routes.ts';
import { uploadRoutes } from '../modules/uploads/uploads.routes.ts';
import { usPackageModuleRoutes } from '../modules/us-packages/us-packages.module.ts';
import { stockModuleRoutes } from '../modules/warehouse/stock/stock.module.ts';
import { storageModuleRoutes } from '../modules/warehouse/storage/storage.module.ts';
import type { FxRatesProvider } from '../providers/fx-rates/fx-rates.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { Services } from '../services.ts';
import { errorReportRoutes, type ErrorReportingSetup } from './error-reporting.ts';

export interface ModuleRoutesDeps {
  config: Config;
  database: Database;
  services: Services;
  mailer: Mailer;
  fx: FxRatesProvider;
  errors: ErrorReportingSetup;
  /** The key the sandbox collector accepts reports under. */
  errorsPublicKey: string;
  now: () => Date;
}

/** Every module's routes under the API's prefix, each handed the services it uses. */
export async function moduleRoutes(api: FastifyInstance, deps: ModuleRoutesDeps): Promise<void> {
  const { config, services } = deps;
  const { idempotency } = services.money;
  await api.register(healthRoutes, { database: deps.database });
  await api.register(authRoutes, {
    auth: services.auth,
    sessions: services.sessions,
    clientKey: config.CLIENT_ACCESS_KEY
      ? { header: config.CLIENT_ACCESS_KEY_HEADER.toLowerCase(), value: config.CLIENT_ACCESS_KEY }
      : undefined,
  });
  await api.register(twoFactorRoutes, { twoFactor: services.twoFactor });
  await api.register(accountRoutes, { accounts: services.accounts });
  await api.register(operatorsRoutes, { operators: services.operators });
  await api.register(sellersRoutes, { sellers: services.sellers });
  await api.register(auditRoutes, { audit: services.audit });
  await api.register(referenceRoutes, {
    rates: services.rates,
    clientInfo: {
      old_cabinet_url: config.OLD_CABINET_URL,
      old_market_url: config.OLD_MARKET_URL ?? null,
      office_address: config.OFFICE_ADDRESS,
      warehouse_address: config.WAREHOUSE_ADDRESS,
      sandbox: { mail: deps.mailer.kind === 'sandbox', fx_rates: deps.fx.name === 'sandbox' },
      error_reporting: deps.errors.web,
    },
  });
  await api.register(opsRoutes, { ops: services.ops });
  await api.register(queuesRoutes, { queues: services.queues });
  await errorReportRoutes(api, {
    errors: deps.errors,
    store: services.errorEvents,
    publicKey: deps.errorsPublicKey,
    now: deps.now,
  });
  await api.register(contentRoutes, { legal: services.legal, blog: services.blog });
  await api.register(subaccountRoutes, { subaccounts: services.subaccounts });
  await api.register(addressRoutes, { addresses: services.addresses });
  await api.register(notificationRoutes, { notifications: services.notifications });
  await api.register(moneyRoutes, { money: services.money });
  await api.register(tariffRoutes, { tariffs: services.tariffs, versions: services.tariffVersions });
  await api.register(lifecycleModuleRoutes, { lifecycle: services.shipmentLifecycle, idempotency });
  await api.register(uploadRoutes, { uploads: services.uploads });
  await api.register(returnModuleRoutes, { returns: services.returns, idempotency });
  await api.register(usPackageModuleRoutes, { usPackages: services.usPackages, idempotency });
  await api.register(documentRoutes, { documents: services.documents });
  await api.register(shipmentRoutes, {
    shipments: services.shipments.service,
    queries: services.shipments.queries,
    idempotency,
  });
  await api.register(productModuleRoutes, { catalog: services.catalog });
  await api.register(storageModuleRoutes, { storage: services.storage });
  await api.register(customsCodeRoutes, { customsCodes: services.customsCodes });
  await api.register(importRoutes, { imports: services.productImports });
  await api.register(stockModuleRoutes, { stock: services.stock, idempotency });
  await api.register(shopsRoutes, {
    shops: services.shops,
    requests: services.connectionRequests,
    ops: services.shopsOps,
  });
  await api.register(ordersRoutes, { orders: services.orders });
  await api.register(marketplaceWebhookRoutes, { orders: services.orders });
  await api.register(nationalPostRoutes, { nationalPost: services.nationalPost, idempotency });
  await api.register(usSuiteRoutes, { warehouseAddress: config.WAREHOUSE_ADDRESS });
  await api.register(purchasesRoutes, { purchases: services.purchases, idempotency });
}
