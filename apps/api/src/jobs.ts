import type { FastifyInstance } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Database } from './platform/db/client.ts';
import type { Services } from './services.ts';
import { DEMO_SELLER } from './seed/seed.ts';
import { advanceDemoShipments } from './modules/shipments/shipments.job.ts';
import { warehouseDay } from './modules/warehouse/warehouse-day.ts';
import type { Config } from './config.ts';
import { modeOf } from './providers/marketplaces/marketplaces.ts';
import { marketplaceSandboxes } from './sandboxes/marketplaces.ts';
import { sandboxLife } from './sandboxes/marketplace-kit/life.ts';

const REFRESH_RATES = 'fx-rates-refresh';
const REFRESH_FEE_CARDS = 'fee-cards-refresh';
const SETTLE_MONEY_IN = 'money-in-settle';
const PURGE_IDEMPOTENCY_KEYS = 'idempotency-keys-purge';
const ADVANCE_DEMO_SHIPMENTS = 'demo-shipments-advance';
const WAREHOUSE_STORAGE = 'warehouse-storage-daily';
const TRACK_NATIONAL_POST = 'national-post-track';
const IMPORT_ORDERS = 'orders-import';
const RETRY_TRACKS = 'orders-track-retry';
const WARN_SHOP_AUTHORIZATIONS = 'shops-authorization-warning';
const FORGET_BUYERS = 'orders-buyer-data-retention';
const SANDBOX_MARKETPLACES = 'marketplace-sandboxes-life';
const EXPIRE_PURCHASE_QUOTES = 'purchase-quotes-expire';

/** A queue whose job runs on the cron schedule, in the time zone given (the server's otherwise). */
async function every(boss: PgBoss, name: string, cron: string, tz: string | null, work: () => Promise<void>) {
  await boss.createQueue(name);
  if (tz) await boss.schedule(name, cron, null, { tz });
  else await boss.schedule(name, cron);
  await boss.work(name, work);
}

/**
 * Background work on pg-boss, in the same database (PostgreSQL or PGlite), so any number of API processes share
 * one schedule: exchange rates, virtual card balances, money-in settlement, and forgetting old Idempotency-Keys.
 */
export async function startJobs(
  app: FastifyInstance,
  database: Database,
  services: Services,
  config: Config,
): Promise<void> {
  const boss = new PgBoss(database.jobOptions as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err: unknown) => app.log.error({ err }, 'job runner error'));
  await boss.start();
  await every(boss, REFRESH_RATES, '15 6 * * *', 'Europe/Kyiv', async () => {
    await services.rates.refresh();
  });
  // §9: virtual card balances refresh once a day (the charges made at the issuer are posted).
  await every(boss, REFRESH_FEE_CARDS, '0 5 * * *', 'Europe/Kyiv', async () => {
    const result = await services.money.feeCards.refreshAll();
    if (result.failed.length > 0) app.log.warn({ result }, 'fee card refresh left cards for the next run');
  });
  // §9: marketplace payouts are credited within 15 minutes (clearing delay ≤ 10 min + this 5-minute schedule);
  // card checkouts nobody paid expire; fee card loads the issuer has not confirmed are finished or reversed.
  await every(boss, SETTLE_MONEY_IN, '*/5 * * * *', null, async () => {
    await services.money.topUp.payouts.creditDue();
    await services.money.topUp.topUps.expireStale();
    const loads = await services.money.feeCards.reconcile();
    if (loads.pending > 0) app.log.warn({ loads }, 'fee card loads still wait for the issuer');
  });
  // Idempotency-Keys are kept 48 hours (ARCHITECTURE §4 asks for at least 24), then forgotten.
  await every(boss, PURGE_IDEMPOTENCY_KEYS, '30 3 * * *', 'Europe/Kyiv', async () => {
    await services.money.idempotency.purge();
  });
  // §9 Philadelphia days: shortly after midnight there, yesterday's stock snapshots are built (and any missing day);
  // on the 1st the previous month's storage is charged; other days retry the charges a balance could not cover.
  await every(boss, WAREHOUSE_STORAGE, '20 0 * * *', 'America/New_York', async () => {
    const { storage, charges } = services.storage;
    if (warehouseDay(new Date()).endsWith('-01')) app.log.info({ result: await charges.run() }, 'storage charged');
    else app.log.info({ days: await storage.buildSnapshots(), collected: await charges.collectDue() }, 'storage');
  });
  // Buy for me: a quote the seller has not paid in time lapses (reads also check; docs/purchases.md).
  await every(boss, EXPIRE_PURCHASE_QUOTES, '*/10 * * * *', null, async () => {
    const expired = await services.purchases.service.expireQuotes();
    if (expired > 0) app.log.info({ expired }, 'purchase quotes expired');
  });
  // Ukrposhta's tracking of the sellers' national-post parcels, 50 barcodes a call; our status follows it.
  await every(boss, TRACK_NATIONAL_POST, '*/15 * * * *', null, async () => {
    const result = await services.nationalPost.service.track();
    if (result.moved > 0 || result.interrupted > 0) app.log.info({ result }, 'national post tracked');
  });
  // Marketplace orders: each linked shop is imported every 5 minutes (changes since its last run); tracks a
  // marketplace could not take yet are tried again.
  await every(boss, IMPORT_ORDERS, '*/5 * * * *', null, async () => {
    const results = await services.orders.importer.syncDue(4 * 60_000);
    const failed = results.filter((r) => r.outcome === 'failed');
    if (failed.length > 0) app.log.warn({ failed }, 'order imports failed');
  });
  // Sellers whose Amazon or eBay authorisation ends within two weeks hear of it once, in the morning.
  await every(boss, WARN_SHOP_AUTHORIZATIONS, '0 9 * * *', 'Europe/Kyiv', async () => {
    const told = await services.authorizationWarnings.warnEnding();
    if (told > 0) app.log.info({ told }, 'sellers told of ending shop authorizations');
  });
  // Buyers a marketplace's data rules let us keep only for a while after delivery (Amazon: 30 days) are forgotten
  // once that time is over; the orders keep their lines, money and tracks.
  await every(boss, FORGET_BUYERS, '45 3 * * *', 'Europe/Kyiv', async () => {
    await services.orders.privacy.forgetBuyersDue(new Date());
  });
  await every(boss, RETRY_TRACKS, '*/5 * * * *', null, async () => {
    const result = await services.orders.tracking.retryDue();
    if (result.sent + result.waiting > 0) app.log.info({ result }, 'tracks retried');
  });
  // The marketplaces' sandboxes: their shops receive a new order every half hour (a fresh install looks alive).
  const sandboxes = marketplaceSandboxes.filter((s) => modeOf(config, s.kind) === 'sandbox');
  if (sandboxes.length > 0) {
    await every(boss, SANDBOX_MARKETPLACES, '*/30 * * * *', null, async () => {
      const deps = { ...app.sandboxDeps, now: () => new Date() };
      app.log.info({ orders: await sandboxLife(deps, sandboxes) }, 'sandbox shops received orders');
    });
  }
  // Sandbox carriers only: the demo seller's shipments move one step along their journey now and then.
  if (services.carriers.name === 'sandbox') {
    await every(boss, ADVANCE_DEMO_SHIPMENTS, '*/5 * * * *', null, async () => {
      await advanceDemoShipments({
        lifecycle: services.shipmentLifecycle,
        accounts: services.users,
        carriers: services.carriers,
        demoEmail: DEMO_SELLER.email,
        now: () => new Date(),
        log: app.log,
      });
    });
  }
  app.addHook('onClose', () => boss.stop({ graceful: true }));
}
