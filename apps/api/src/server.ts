import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_OPERATOR, DEMO_SELLER } from './seed/seed.ts';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the running ones finish, then close the database and the job runner.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

// What nothing caught ends the process, as Node would, once its report has gone out (docs/error-reporting.md).
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (err: unknown) => {
    app.log.fatal({ err }, event);
    app.errorReporter.captureException(err);
    void app.errorReporter.flush(2000).finally(() => process.exit(1));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
app.log.info({ url: config.PUBLIC_URL, database: where }, 'Seller Cabinet started');
// A plain banner for the person who just typed `npm start`; the JSON log above is for machines.
const banner = [`Seller Cabinet: ${config.PUBLIC_URL}  (${where})`];
if (config.SEED_DEMO) {
  banner.push(`  demo seller  ${DEMO_SELLER.email} / ${DEMO_SELLER.password}`);
  banner.push(`  operator     ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}`);
}
process.stdout.write(`\n${banner.join('\n')}\n\n`);
