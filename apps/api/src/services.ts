import type { Sealer } from './platform/secrets/sealed-secrets.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Marketplaces } from './providers/marketplaces/marketplaces.ts';
import { createShopsServices } from './modules/shops/shops.module.ts';
import { createOrdersServices } from './modules/orders/orders.module.ts';
import { ShipmentMoves } from './modules/shipments/order-shipments.ts';
import type { Db } from './db/client.ts';
import { SessionStore } from './platform/auth/sessions.ts';
import { Throttle } from './platform/auth/throttle.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { FxRatesProvider } from './providers/fx-rates/fx-rates.ts';
import type { UkrposhtaConnection } from './providers/national-post/ukrposhta.ts';
import { createNationalPostServices } from './modules/national-post/national-post.module.ts';
import type { PaymentsProvider } from './providers/payments/payments.ts';
import { AccountRepository } from './modules/account/account.repository.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AccountUserService } from './modules/account/account-users.service.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SecondFactor } from './modules/auth/second-factor.ts';
import { TwoFactorService } from './modules/auth/two-factor.service.ts';
import { RatesService } from './modules/reference/rates.service.ts';
import { OpsRepository } from './modules/ops/ops.repository.ts';
import { ProviderCache } from './platform/cache.ts';
import type { BlogProvider } from './providers/blog/blog.ts';
import { BlogService } from './modules/content/blog.service.ts';
import { LegalService } from './modules/content/legal.service.ts';
import { SubaccountRepository } from './modules/subaccounts/subaccounts.repository.ts';
import { SubaccountService } from './modules/subaccounts/subaccounts.service.ts';
import { NotificationRepository } from './modules/notifications/notifications.repository.ts';
import { NotificationService } from './modules/notifications/notifications.service.ts';
import { createMoneyServices } from './modules/money/money.module.ts';
import { TariffRepository } from './modules/tariffs/tariffs.repository.ts';
import { AddressRepository } from './modules/addresses/addresses.repository.ts';
import { AddressService } from './modules/addresses/addresses.service.ts';
import { TariffService } from './modules/tariffs/tariffs.service.ts';
import type { CarriersProvider } from './providers/carriers/carriers.ts';
import { sandboxCardIssuer } from './sandboxes/card-issuer/sandbox.ts';
import { sandboxCarriers } from './sandboxes/carriers/sandbox.ts';
import { sandboxWalletProvider } from './sandboxes/wallet/sandbox.ts';
import { quoteFromTables } from './modules/tariffs/quote.ts';
import { createLifecycleServices } from './modules/shipments/lifecycle.module.ts';
import { createUploadService } from './modules/uploads/uploads.module.ts';
import { createReturnServices } from './modules/returns/returns.module.ts';
import { createShipmentServices } from './modules/shipments/shipments.module.ts';
import { createCustomsCodeService } from './modules/catalog/customs-codes/customs-codes.module.ts';
import { createStorageServices } from './modules/warehouse/storage/storage.module.ts';
import { createProductServices } from './modules/catalog/products/products.module.ts';
import { createImportService } from './modules/catalog/import/import.module.ts';
import { createStockServices } from './modules/warehouse/stock/stock.module.ts';

/** The composition root: every repository and service, wired once per app. */
export function createServices(opts: {
  config: Config;
  /** Seals what must be kept but never shown (the shops' tokens), under SECRETS_KEY. */
  sealer: Sealer;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  fx: FxRatesProvider;
  blog: BlogProvider;
  payments: PaymentsProvider;
  carriers?: CarriersProvider;
  ukrposhta: UkrposhtaConnection;
  marketplaces: Marketplaces;
  log: () => FastifyBaseLogger | null;
}) {
  const { config, db, now, mailer, fx, blog, payments } = opts;
  const sessions = new SessionStore(db, config.TOKEN_TTL_DAYS, now);
  const throttle = new Throttle(db, now);
  const accountRepo = new AccountRepository(db);
  const users = new AccountUserService(accountRepo);
  const authRepo = new AuthRepository(db);
  const secondFactor = new SecondFactor(authRepo, throttle, now);
  const notifications = new NotificationService({
    repo: new NotificationRepository(db),
    mailer,
    now,
    publicUrl: config.PUBLIC_URL,
  });
  const rates = new RatesService(db, fx);
  const tariffRepo = new TariffRepository(db);
  const carriers =
    opts.carriers ?? sandboxCarriers(async (request) => quoteFromTables(await tariffRepo.all(), request));
  // No real card issuer is connected yet: fee cards come from the sandbox issuer.
  const cardIssuer = sandboxCardIssuer({ db, now });
  // Nor a wallet provider: linking a wallet account goes through the sandbox provider, which e-mails its codes
  // through the installation's outbox as the real one would write to the seller.
  const walletProvider = sandboxWalletProvider({ db, mailer, now });
  const money = createMoneyServices({ config, db, now, notifications, rates, payments, cardIssuer, walletProvider });
  const uploads = createUploadService({ db, dataDir: config.DATA_DIR, now });
  const customsCodes = createCustomsCodeService(db);
  const addresses = new AddressService(new AddressRepository(db));
  const shipmentMoves = new ShipmentMoves();
  const shopServices = createShopsServices({
    db,
    addresses,
    marketplaces: opts.marketplaces,
    sealer: opts.sealer,
    publicUrl: config.PUBLIC_URL,
    oldMarketUrl: config.OLD_MARKET_URL ?? null,
    now,
    notifications,
  });
  const { shops } = shopServices;
  const stock = createStockServices({ db, ledger: money.ledger, cashback: money.cashback, notifications, now });
  const catalog = createProductServices({
    db,
    dataDir: config.DATA_DIR,
    uploads,
    customs: customsCodes,
    stock: stock.stock,
    now,
  });
  const shipments = createShipmentServices({
    db,
    carriers,
    addresses,
    ledger: money.ledger,
    holds: money.holds,
    uploads,
    customsCodes,
    inbound: stock.inbound,
    now,
  });
  const orders = createOrdersServices({
    shipments: shipments.service,
    db,
    shops,
    importRuns: shopServices.importRuns,
    syncRequests: shopServices.syncRequests,
    shopPrivacy: shopServices.shopPrivacy,
    products: catalog.products,
    addresses,
    rates,
    shipmentMoves,
    notifications,
    now,
    log: opts.log,
  });
  return {
    sessions,
    ...shopServices,
    orders,
    throttle,
    accountRepo,
    accounts: new AccountService(accountRepo),
    users,
    auth: new AuthService({
      accounts: users,
      auth: authRepo,
      sessions,
      throttle,
      secondFactor,
      mailer,
      now,
      publicUrl: config.PUBLIC_URL,
      notifications,
    }),
    twoFactor: new TwoFactorService(users, authRepo, secondFactor, notifications),
    notifications,
    rates,
    carriers,
    tariffs: new TariffService(tariffRepo, carriers, now),
    uploads,
    returns: createReturnServices({
      db,
      addresses,
      ledger: money.ledger,
      cashback: money.cashback,
      uploads,
      notifications,
      now,
    }),
    addresses,
    shipments,
    stock,
    nationalPost: createNationalPostServices({
      db,
      addresses,
      customs: customsCodes,
      ledger: money.ledger,
      rates,
      ukrposhta: opts.ukrposhta,
      notifications,
      now,
    }),
    customsCodes,
    productImports: createImportService({ db, customs: customsCodes, now }),
    storage: createStorageServices({ db, ledger: money.ledger, cashback: money.cashback, now }),
    catalog,
    ops: new OpsRepository(db),
    legal: new LegalService(),
    blog: new BlogService(new ProviderCache(db, now), blog),
    money,
    shipmentLifecycle: createLifecycleServices({
      db,
      ledger: money.ledger,
      holds: money.holds,
      cashback: money.cashback,
      notifications,
      carriers,
      moves: shipmentMoves,
      now,
    }),
    subaccounts: new SubaccountService({
      repo: new SubaccountRepository(db),
      accounts: users,
      sessions,
      mailer,
      notifications,
      now,
      publicUrl: config.PUBLIC_URL,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
