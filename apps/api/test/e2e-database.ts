import pg from 'pg';
import { databaseUrl, postgresTemplate } from './postgres-template.ts';
import { pgliteTemplateFile } from './pglite-template.ts';

/*
 * The browser journeys' database (e2e/playwright.config.ts), made new for every run.
 *
 * With DATABASE_URL (CI's PostgreSQL): a database `sc_e2e_<port>` copied from the API suites' PostgreSQL template
 * (migrated, with the customs codes); prints `DATABASE_URL=<its url>`. PGlite's WebAssembly spent about a fifth of
 * the browser stage's CPU serving the journeys, native PostgreSQL a fraction of that (docs/ci-time.md).
 * `drop` as the first argument drops it again (the run's global teardown).
 *
 * Without: the PGlite template's file; prints `PGLITE_TEMPLATE=<file>`, and the server opens a new PGlite database
 * from it in its data directory — what `npm start` runs.
 */
const base = process.env.DATABASE_URL;
const name = `sc_e2e_${Number(process.env.E2E_PORT ?? process.env.PORT ?? 8181)}`;

if (!base) {
  if (process.argv[2] !== 'drop') process.stdout.write(`PGLITE_TEMPLATE=${await pgliteTemplateFile()}`);
} else {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    if (process.argv[2] !== 'drop') {
      const template = await postgresTemplate(admin, base);
      await admin.query(`create database ${name} template ${template}`);
      process.stdout.write(`DATABASE_URL=${databaseUrl(base, name)}`);
    }
  } finally {
    await admin.end();
  }
}
