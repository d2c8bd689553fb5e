import type { FastifyInstance } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';

const REFRESH_RATES = 'fx-rates-refresh';

/**
 * Background work on pg-boss, in the same database (PostgreSQL or PGlite), so any number of API processes share
 * one schedule. Today: the daily exchange-rate refresh (§9 "Balances refresh once a day" uses these rates).
 */
export async function startJobs(app: FastifyInstance, database: Database, services: Services): Promise<void> {
  const boss = new PgBoss(database.jobOptions as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err: unknown) => app.log.error({ err }, 'job runner error'));
  await boss.start();
  await boss.createQueue(REFRESH_RATES);
  await boss.schedule(REFRESH_RATES, '15 6 * * *', null, { tz: 'Europe/Kyiv' });
  await boss.work(REFRESH_RATES, async () => {
    await services.rates.refresh();
  });
  app.addHook('onClose', () => boss.stop({ graceful: true }));
}
