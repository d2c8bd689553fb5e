import type { FastifyInstance } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { loadReferenceData } from './composition/reference-data.ts';
import { seed } from './seed/seed.ts';
import { seedDemoShop } from './seed/seed-shop.ts';
import type { ErrorReporter } from './platform/error-reporting/error-reporter.ts';
import { registerDocs } from './platform/http/docs.ts';
import { registerAuditTrail } from './modules/audit/audit-recorder.ts';
import { registerWebAndNotFound } from './platform/http/spa.ts';
import { onEffectFailure } from './platform/db/unit-of-work.ts';
import { startJobs } from './jobs.ts';
import { createMailer } from './providers/mail/mailer.ts';
import type { FxRatesProvider } from './providers/fx-rates/fx-rates.ts';
import type { BlogProvider } from './providers/blog/blog.ts';
import type { PaymentsProvider } from './providers/payments/payments.ts';
import type { CarriersProvider } from './providers/carriers/carriers.ts';
import type { RateWaits } from './providers/marketplaces/marketplace.ts';
import { createSealer } from './platform/secrets/sealed-secrets.ts';
import type { Deliveries } from './sandboxes/deliveries/deliveries.ts';
import type { SandboxDeps } from './sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { loadSandboxSecrets, type SandboxSecrets } from './sandboxes/secrets/sandbox-secrets.ts';
import { createServices, type Services } from './services.ts';
import { createFastify } from './composition/fastify.ts';
import { registerErrorReporting } from './composition/error-reporting.ts';
import { registerDeliveries } from './composition/deliveries.ts';
import { createProviders } from './composition/providers.ts';
import { registerRequestHandling } from './composition/requests.ts';
import { registerSecurity } from './composition/security.ts';
import { registerSandboxDeps, sandboxRoutes } from './composition/sandbox-routes.ts';
import { moduleRoutes } from './composition/module-routes.ts';

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
    /** Where unhandled errors and traces are reported (docs/error-reporting.md); tests flush it before reading. */
    errorReporter: ErrorReporter;
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

/**
 * Builds the whole server without listening: tests call this and use `app.inject()`. The composition root, as a list
 * of steps (each in composition/); the order of their hooks and registrations matters, as the comments say.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(config, options.logStream);
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
  const { db } = database;
  const mailer = await createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  // Made at the first start and kept in the database: no sandbox credential is in the repository (issue 21).
  const sealer = createSealer(config.SECRETS_KEY, config.SECRETS_KEY_PREVIOUS ? [config.SECRETS_KEY_PREVIOUS] : []);
  const secrets = await loadSandboxSecrets(db, now(), sealer);
  app.decorate('sandboxSecrets', secrets);
  const errors = registerErrorReporting(app, config, secrets.errors.publicKey);
  const deliveries = registerDeliveries(app, { db, now, secrets, fetch: options.deliveryFetch });
  const providers = createProviders(app, { config, options, db, now, secrets });
  const services = createServices({ ...providers, config, sealer, log: () => app.log, db, now, mailer });
  app.decorate('services', services);
  onEffectFailure((err) => app.log.error({ err }, 'after-commit effect failed'));
  app.decorate('database', database);
  // Background imports finish before the database closes.
  app.addHook('onClose', () => services.orders.importer.settled());
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  registerRequestHandling(app, config, errors.reporter);
  await registerSecurity(app, { config, database, sessions: services.sessions, connectSources: errors.connectSources });
  await registerDocs(app);
  // Before the routes: every operator action that names an audit action is recorded (modules/audit).
  registerAuditTrail(app, { repo: services.auditRepo, now });
  const sandbox = registerSandboxDeps(app, config, { db, now, deliveries, secrets, sessions: services.sessions });
  const sendMail = mailer.send.bind(mailer);
  const routes = { config, database, services, mailer, fx: providers.fx, errors, now };
  await app.register(
    async (api) => {
      await moduleRoutes(api, { ...routes, errorsPublicKey: secrets.errors.publicKey });
      await sandboxRoutes(api, { config, sandbox, sendMail });
    },
    { prefix: '/api' },
  );

  await registerWebAndNotFound(app, config.WEB_DIST);

  if (config.JOBS) await startJobs(app, database, services, config);
  // After every hook is added: the seed's shipments get their labels from the carrier sandbox by injection, which
  // readies the app.
  if (config.SEED_DEMO) await seed(services, app.log);
  // Last: connecting the demo shop goes through the Etsy sandbox's pages by injection, which readies the app.
  if (config.SEED_DEMO) {
    await seedDemoShop(app).then(
      (seeded) => seeded && app.log.info('seeded the demo seller’s Etsy sandbox shop'),
      (err: unknown) => app.log.error({ err }, 'the demo shop was not connected'),
    );
  }
  return app;
}
