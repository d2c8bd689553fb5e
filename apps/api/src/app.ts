import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Language } from '@cabinet/contracts/common';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadReferenceData } from './db/reference-data.ts';
import { seed } from './db/seed/seed.ts';
import { seedDemoShop } from './db/seed/seed-shop.ts';
import { registerFloodGuard } from './platform/auth/flood-guard.ts';
import { registerGuard } from './platform/auth/guard.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerLoadShedding } from './platform/http/load-shed.ts';
import { registerDocs } from './platform/http/docs.ts';
import { registerWebAndNotFound } from './platform/http/spa.ts';
import { languageFromHeader } from './platform/i18n/messages.ts';
import { startJobs } from './jobs.ts';
import { onEffectFailure } from './platform/db/unit-of-work.ts';
import { createMailer } from './providers/mail/mailer.ts';
import type { FxRatesProvider } from './providers/fx-rates/fx-rates.ts';
import { nbuFxRates } from './providers/fx-rates/nbu.ts';
import { NBU_SANDBOX_PATH, nbuSandboxRoutes } from './sandboxes/fx-rates/nbu.routes.ts';
import type { BlogProvider } from './providers/blog/blog.ts';
import { WORDPRESS_SANDBOX_PATH, wordpressSandboxRoutes } from './sandboxes/blog/wordpress.routes.ts';
import { wordpressBlog } from './providers/blog/wordpress.ts';
import { PAYMENTS_WEBHOOK_PATH, type PaymentsProvider } from './providers/payments/payments.ts';
import { sandboxPayments } from './sandboxes/payments/sandbox.ts';
import { checkSignature } from './providers/payments/signature.ts';
import { paymentsWebhookSender } from './sandboxes/payments/webhooks.ts';
import { createDeliveries, type Deliveries } from './sandboxes/deliveries/deliveries.ts';
import { ukrposhtaSandboxRoutes } from './sandboxes/ukrposhta/sandbox.routes.ts';
import { ukrposhtaCounterRoutes } from './sandboxes/ukrposhta/counter.ts';
import { accountsConnection, contractConnection } from './providers/national-post/ukrposhta.ts';
import { sandboxUkrposhtaCredentials } from './sandboxes/ukrposhta/contract.ts';
import { injectFetch } from './platform/http/inject-fetch.ts';
import { createMarketplaces, modeOf } from './providers/marketplaces/marketplaces.ts';
import { marketplaceSandboxes } from './sandboxes/marketplaces.ts';
import { createSealer } from './platform/secrets/sealed-secrets.ts';
import { loadSandboxSecrets, type SandboxSecrets } from './sandboxes/secrets/sandbox-secrets.ts';
import { sandboxAdapterSettings } from './sandboxes/secrets/adapter-settings.ts';
import type { SandboxDeps } from './sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { consentSeller, registerSandboxSessionCookie } from './sandboxes/marketplace-kit/owner.ts';
import { realWaits, type RateWaits } from './providers/marketplaces/marketplace.ts';
import { shopsRoutes } from './modules/shops/shops.routes.ts';
import { marketplaceWebhookRoutes, ordersRoutes } from './modules/orders/orders.routes.ts';
import { requestLogLine } from './platform/http/request-log.ts';
import { nationalPostRoutes } from './modules/national-post/national-post.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createServices, type Services } from './services.ts';
import { healthRoutes } from './modules/ops/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { AddressRepository } from './modules/addresses/addresses.repository.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { AddressService } from './modules/addresses/addresses.service.ts';
import { subaccountRoutes } from './modules/subaccounts/subaccounts.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { moneyRoutes } from './modules/money/money.module.ts';
import { tariffRoutes } from './modules/tariffs/tariffs.routes.ts';
import type { CarriersProvider } from './providers/carriers/carriers.ts';
import { lifecycleModuleRoutes } from './modules/shipments/lifecycle.module.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { returnModuleRoutes } from './modules/returns/returns.module.ts';
import { documentRoutes } from './modules/shipments/documents/documents.routes.ts';
import { documentsService } from './modules/shipments/documents/documents.module.ts';
import { shipmentRoutes } from './modules/shipments/shipments.routes.ts';
import { customsCodeRoutes } from './modules/catalog/customs-codes/customs-codes.module.ts';
import { storageModuleRoutes } from './modules/warehouse/storage/storage.module.ts';
import { productModuleRoutes } from './modules/catalog/products/products.module.ts';
import { stockModuleRoutes } from './modules/warehouse/stock/stock.module.ts';
import { importRoutes } from './modules/catalog/import/import.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    /** The sandboxes' pushes, sent after their callers are answered (tests wait on `settled()`). */
    deliveries: Deliveries;
    /** Every route as registered, with its declared access and endpoint-table entry (the route tests walk it). */
    routeCatalogue: Array<{ method: string; url: string; access: string; endpoint?: EndpointDefinition }>;
    /** This installation's sandbox credentials (generated at its first start; tests sign as the sandboxes do). */
    sandboxSecrets: SandboxSecrets;
    /** What the marketplace sandboxes are served with (the sandbox jobs and tests drive them with the same). */
    sandboxDeps: SandboxDeps;
  }
  interface FastifyRequest {
    lang: Language;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  now?: () => Date;
  fx?: FxRatesProvider;
  blog?: BlogProvider;
  payments?: PaymentsProvider;
  carriers?: CarriersProvider;
  /** How adapters wait on marketplaces' rate limits (tests move their clock instead of sleeping). */
  waits?: RateWaits;
  /** How the sandboxes' pushes go out (the global fetch unless a test watches them). */
  deliveryFetch?: typeof fetch;
  /** Where the log lines go (standard output unless a test reads the whole log). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening: tests call this and use `app.inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers["api-key"]', 'req.headers.authorization'],
      // A counterparty token travels in the query string (Ukrposhta's scheme); no log line keeps one.
      serializers: { req: requestLogLine },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  const routeCatalogue: FastifyInstance['routeCatalogue'] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeCatalogue.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'user',
        endpoint: route.config?.endpoint,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = options.now ?? (() => new Date());
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR ? `${config.DATA_DIR}/pglite` : null,
      template: config.PGLITE_TEMPLATE,
      referenceData: loadReferenceData,
    }));
  const mailer = await createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  });
  // The National Bank's feed and the WordPress blog: one adapter each, pointed at the real site or at the sandbox
  // this server serves (sandboxes/fx-rates, sandboxes/blog), which it reaches by injection.
  const sandboxUrl = (path: string) => `${config.PUBLIC_URL}/api${path}`;
  const fx =
    options.fx ??
    (config.FX_PROVIDER === 'nbu'
      ? nbuFxRates(config.NBU_RATES_URL)
      : nbuFxRates(
          `${sandboxUrl(NBU_SANDBOX_PATH)}?json`,
          injectFetch(() => app),
          'sandbox',
        ));
  const blog =
    options.blog ??
    (config.BLOG_PROVIDER === 'wordpress'
      ? wordpressBlog(config.BLOG_URL)
      : wordpressBlog(sandboxUrl(WORDPRESS_SANDBOX_PATH), { fetchImpl: injectFetch(() => app), name: 'sandbox' }));
  // Made at the first start and kept in the database: no sandbox credential is in the repository (issue 21).
  const sealer = createSealer(config.SECRETS_KEY, config.SECRETS_KEY_PREVIOUS ? [config.SECRETS_KEY_PREVIOUS] : []);
  const sandboxSecrets = await loadSandboxSecrets(database.db, now(), sealer);
  app.decorate('sandboxSecrets', sandboxSecrets);
  const paymentsWebhookSecret = config.PAYMENTS_WEBHOOK_SECRET ?? sandboxSecrets.payments.webhookSecret;
  // Every sandbox's webhooks go out over HTTP once their callers are answered (a restart resumes them).
  const deliveries = createDeliveries({
    db: database.db,
    now,
    log: app.log,
    fetch: options.deliveryFetch,
    senders: [
      paymentsWebhookSender(paymentsWebhookSecret),
      ...marketplaceSandboxes.flatMap((s) => s.deliverySenders?.(sandboxSecrets) ?? []),
    ],
  });
  app.decorate('deliveries', deliveries);
  app.addHook('onReady', async () => deliveries.start());
  app.addHook('preClose', async () => deliveries.stop());
  const payments =
    options.payments ??
    sandboxPayments({
      db: database.db,
      now,
      publicUrl: config.PUBLIC_URL,
      webhookUrl: `${config.PUBLIC_URL}${PAYMENTS_WEBHOOK_PATH}`,
      secret: paymentsWebhookSecret,
      deliveries,
      checkSignature,
    });
  const sandboxed = (kind: ShopKind) => modeOf(config, kind) === 'sandbox';
  const marketplaces = createMarketplaces(sandboxAdapterSettings(config, sandboxSecrets, sandboxed), {
    fetch,
    sandboxFetch: injectFetch(() => app),
    now,
    waits: options.waits ?? realWaits(),
    publicUrl: config.PUBLIC_URL,
  });
  const services = createServices({
    config,
    sealer,
    marketplaces,
    log: () => app.log,
    db: database.db,
    now,
    mailer,
    fx,
    blog,
    payments,
    carriers: options.carriers,
    // Ukrposhta's sandbox is served by this server (sandboxes/ukrposhta): the adapter reaches it by injection, with
    // the installation's bearers and each account's own counterparty, which the sandbox issues.
    ukrposhta:
      config.NATIONAL_POST_PROVIDER === 'ukrposhta'
        ? contractConnection({
            ecomUrl: config.UKRPOSHTA_ECOM_URL,
            formsUrl: config.UKRPOSHTA_FORMS_URL,
            trackingUrl: config.UKRPOSHTA_TRACKING_URL,
            ecomBearer: config.UKRPOSHTA_ECOM_BEARER!,
            trackingBearer: config.UKRPOSHTA_TRACKING_BEARER!,
            counterpartyToken: config.UKRPOSHTA_COUNTERPARTY_TOKEN!,
            counterpartyUuid: config.UKRPOSHTA_COUNTERPARTY_UUID!,
          })
        : accountsConnection(
            sandboxUkrposhtaCredentials(database.db, now, config.PUBLIC_URL),
            injectFetch(() => app),
          ),
  });
  app.decorate('services', services);
  onEffectFailure((err) => app.log.error({ err }, 'after-commit effect failed'));
  app.decorate('database', database);
  // Background imports finish before the database closes.
  app.addHook('onClose', () => services.orders.importer.settled());
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  app.decorateRequest('lang', config.DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request, reply) => {
    request.lang = languageFromHeader(request.headers['accept-language'], config.DEFAULT_LANGUAGE);
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  // Order matters: root onRequest hooks run as registered. Headers first, then the flood guard, then the session
  // guard, so that an answer the guard refuses still carries the headers and was counted.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  const flood = await registerFloodGuard(app, {
    session: config.RATE_LIMIT_PER_MINUTE,
    anonymous: config.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    credentials: config.RATE_LIMIT_CREDENTIALS_PER_MINUTE,
  });
  registerLoadShedding(app, database.engine, config.NODE_ENV); // before the session guard: a shed request has done no work
  registerGuard(app, services.sessions, flood);
  await registerDocs(app);
  const sandboxDeps: SandboxDeps = {
    db: database.db,
    now,
    publicUrl: config.PUBLIC_URL,
    deliveries,
    secrets: sandboxSecrets,
    sellerOf: consentSeller(services.sessions),
  };
  app.decorate('sandboxDeps', sandboxDeps);
  if (marketplaceSandboxes.some((sandbox) => sandboxed(sandbox.kind))) {
    registerSandboxSessionCookie(app, { secure: config.PUBLIC_URL.startsWith('https:') });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        auth: services.auth,
        sessions: services.sessions,
        clientKey: config.CLIENT_ACCESS_KEY
          ? { header: config.CLIENT_ACCESS_KEY_HEADER.toLowerCase(), value: config.CLIENT_ACCESS_KEY }
          : undefined,
      });
      await api.register(twoFactorRoutes, { twoFactor: services.twoFactor });
      await api.register(accountRoutes, { accounts: services.accounts });
      await api.register(referenceRoutes, {
        rates: services.rates,
        clientInfo: {
          old_cabinet_url: config.OLD_CABINET_URL,
          old_market_url: config.OLD_MARKET_URL ?? null,
          office_address: config.OFFICE_ADDRESS,
          warehouse_address: config.WAREHOUSE_ADDRESS,
          sandbox: { mail: mailer.kind === 'sandbox', fx_rates: fx.name === 'sandbox' },
        },
      });
      await api.register(opsRoutes, { ops: services.ops });
      await api.register(contentRoutes, { legal: services.legal, blog: services.blog });
      await api.register(subaccountRoutes, { subaccounts: services.subaccounts });
      await api.register(addressRoutes, { addresses: new AddressService(new AddressRepository(database.db)) });
      await api.register(notificationRoutes, { notifications: services.notifications });
      await api.register(moneyRoutes, { money: services.money });
      await api.register(tariffRoutes, { tariffs: services.tariffs });
      await api.register(lifecycleModuleRoutes, {
        lifecycle: services.shipmentLifecycle,
        idempotency: services.money.idempotency,
      });
      await api.register(uploadRoutes, { uploads: services.uploads });
      await api.register(returnModuleRoutes, { returns: services.returns, idempotency: services.money.idempotency });
      await api.register(documentRoutes, {
        documents: documentsService(database.db, services.carriers, config, now),
      });
      await api.register(shipmentRoutes, {
        shipments: services.shipments.service,
        queries: services.shipments.queries,
        idempotency: services.money.idempotency,
      });
      await api.register(productModuleRoutes, { catalog: services.catalog });
      await api.register(storageModuleRoutes, { storage: services.storage });
      await api.register(customsCodeRoutes, { customsCodes: services.customsCodes });
      await api.register(importRoutes, { imports: services.productImports });
      await api.register(stockModuleRoutes, { stock: services.stock, idempotency: services.money.idempotency });
      if (payments.routes) await api.register(payments.routes);
      if (config.FX_PROVIDER === 'sandbox') await api.register(nbuSandboxRoutes, { now });
      if (config.BLOG_PROVIDER === 'sandbox') await api.register(wordpressSandboxRoutes);
      // Ukrposhta's sandbox only while it stands in for Ukrposhta: live, nothing of it is served.
      if (config.NATIONAL_POST_PROVIDER === 'sandbox') {
        await api.register(ukrposhtaSandboxRoutes, { db: database.db, now });
        await api.register(ukrposhtaCounterRoutes, { db: database.db, now });
      }
      await api.register(shopsRoutes, {
        shops: services.shops,
        requests: services.connectionRequests,
        ops: services.shopsOps,
      });
      await api.register(ordersRoutes, { orders: services.orders });
      await api.register(marketplaceWebhookRoutes, { orders: services.orders });
      // The marketplaces' sandboxes this server serves (providers/marketplaces), for the kinds set to `sandbox`.
      for (const sandbox of marketplaceSandboxes) {
        if (!sandboxed(sandbox.kind)) continue;
        await api.register(sandbox.routes, sandboxDeps);
      }
      await api.register(nationalPostRoutes, {
        nationalPost: services.nationalPost,
        idempotency: services.money.idempotency,
      });
    },
    { prefix: '/api' },
  );

  await registerWebAndNotFound(app, config.WEB_DIST);

  if (config.SEED_DEMO) await seed(services, app.log);
  if (config.JOBS) await startJobs(app, database, services, config);
  // Last: connecting the demo shop goes through the Etsy sandbox's pages by injection, which readies the app.
  if (config.SEED_DEMO) {
    await seedDemoShop(app).then(
      (seeded) => seeded && app.log.info('seeded the demo seller’s Etsy sandbox shop'),
      (err: unknown) => app.log.error({ err }, 'the demo shop was not connected'),
    );
  }
  return app;
}
