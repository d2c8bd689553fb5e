import type { Sealer } from './platform/secrets/sealed-secrets.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Marketplaces } from './providers/marketplaces/marketplaces.ts';
import { ShipmentMoves } from './modules/shipments/order-shipments.ts';
import type { Db } from './platform/db/client.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { FxRatesProvider } from './providers/fx-rates/fx-rates.ts';
import type { UkrposhtaConnection } from './providers/national-post/ukrposhta.ts';
import type { PaymentsProvider } from './providers/payments/payments.ts';
import { RatesService } from './modules/reference/rates.service.ts';
import { OpsRepository } from './modules/ops/ops.repository.ts';
import { OpsSettingsRepository } from './modules/ops/ops-settings.repository.ts';
import { OpsSettingsService } from './modules/ops/ops-settings.service.ts';
import { ProviderCache } from './platform/cache.ts';
import type { BlogProvider } from './providers/blog/blog.ts';
import { BlogService } from './modules/content/blog.service.ts';
import { LegalService } from './modules/content/legal.service.ts';
import { NotificationRepository } from './modules/notifications/notifications.repository.ts';
import { NotificationService } from './modules/notifications/notifications.service.ts';
import { createMoneyServices } from './modules/money/money.module.ts';
import { AddressRepository } from './modules/addresses/addresses.repository.ts';
import { AddressService } from './modules/addresses/addresses.service.ts';
import type { CarriersProvider } from './providers/carriers/carriers.ts';
import type { OwnApiConnection } from './providers/own-api-client.ts';
import type { CardIssuer } from './providers/card-issuer/card-issuer.ts';
import type { WalletProvider } from './providers/wallet/wallet-provider.ts';
import { createUploadService } from './modules/uploads/uploads.module.ts';
import { errorEventStore } from './sandboxes/errors/error-events.ts';
import { createAccountServices } from './composition/account-services.ts';
import { createGoodsServices } from './composition/goods-services.ts';
import { createShippingServices } from './composition/shipping-services.ts';
import { createCommerceServices } from './composition/commerce-services.ts';
import { queueSources } from './composition/queue-sources.ts';
import { QueuesService } from './modules/queues/queues.service.ts';

/** The composition root: every repository and service, wired once per app (by domain in composition/*-services.ts). */
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
  /** The fee cards' issuer and the wallet provider (composition/providers.ts points them at their sandbox or the live provider). */
  cardIssuer: CardIssuer;
  walletProvider: WalletProvider;
  /** Where the carrier issues labels; the quotes are our tariff tables. */
  carrierLabels: OwnApiConnection & { name: CarriersProvider['name'] };
  /** A whole carriers provider instead (tests). */
  carriers?: CarriersProvider;
  ukrposhta: UkrposhtaConnection;
  marketplaces: Marketplaces;
  log: () => FastifyBaseLogger | null;
}) {
  const { config, db, now, mailer } = opts;
  const notifications = new NotificationService({
    repo: new NotificationRepository(db),
    mailer,
    now,
    publicUrl: config.PUBLIC_URL,
  });
  const accounts = createAccountServices({ config, db, now, mailer, notifications });
  const rates = new RatesService(db, opts.fx);
  const opsSettings = new OpsSettingsService(new OpsSettingsRepository(db));
  const money = createMoneyServices({ ...opts, notifications, rates, opsSettings });
  const uploads = createUploadService({ db, dataDir: config.DATA_DIR, now });
  const addresses = new AddressService(new AddressRepository(db));
  const goods = createGoodsServices({ db, dataDir: config.DATA_DIR, now, money, uploads, notifications });
  const shipmentMoves = new ShipmentMoves();
  const shipping = createShippingServices({
    ...opts,
    money,
    uploads,
    notifications,
    rates,
    addresses,
    customsCodes: goods.customsCodes,
    stock: goods.stock,
    moves: shipmentMoves,
  });
  const commerce = createCommerceServices({
    db,
    now,
    publicUrl: config.PUBLIC_URL,
    oldMarketUrl: config.OLD_MARKET_URL ?? null,
    sealer: opts.sealer,
    marketplaces: opts.marketplaces,
    notifications,
    addresses,
    rates,
    shipments: shipping.shipments.service,
    products: goods.catalog.products,
    shipmentMoves,
    log: opts.log,
  });
  return {
    ...accounts,
    ...commerce,
    notifications,
    rates,
    uploads,
    addresses,
    ...goods,
    ...shipping,
    ops: new OpsRepository(db),
    queues: new QueuesService({ sources: queueSources({ money, ...shipping, ...goods, ...commerce }), now }),
    opsSettings,
    legal: new LegalService(),
    blog: new BlogService(new ProviderCache(db, now), opts.blog),
    money,
    /** What the error-reporting collector keeps (the back office reads it). */
    errorEvents: errorEventStore(db),
  };
}
export type Services = ReturnType<typeof createServices>;
