// Importing a marketplace shop's orders (issue 14 "Benchmarks"): 10,000 orders of one Etsy sandbox shop through the
// real adapter over the sandbox's real rate limit (10 a second, 10,000 a day), then a re-sync with nothing new.
// Reports the time of each and the share spent waiting on the limit. Usage: `npm run bench:orders-import`
// (BENCH_ORDERS; DATABASE_URL chooses the server, else the local one at 127.0.0.1:5432). A fresh database is used.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { shopsApi } from '@cabinet/contracts/shops';
import { queryRows } from '../apps/api/src/platform/db/client.ts';
import { realWaits } from '../apps/api/src/providers/marketplaces/marketplace.ts';
import { readConsentForm } from '../apps/api/src/sandboxes/marketplace-kit/consent.ts';
import { ETSY_SANDBOX_PATH } from '../apps/api/src/providers/marketplaces/etsy/etsy-endpoints.ts';
import { benchApp } from './bench-app.ts';

const orders = Number(process.env.BENCH_ORDERS ?? 10_000);

const waits = realWaits();
const bench = await benchApp({ engine: 'postgres', waits });
const { app, database } = bench;

/** The sandbox's own pages and controls, which are not operations of the table. */
function inject(method: 'GET' | 'POST', url: string, init: { token?: string; body?: unknown; form?: string } = {}) {
  const json = init.body !== undefined;
  return app.inject({
    method,
    url,
    headers: {
      ...(init.token ? { 'api-key': init.token } : {}),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    payload: init.form ?? (json ? JSON.stringify(init.body) : undefined),
  });
}

/**
 * The seller connects an Etsy sandbox shop the way the browser does: link, consent page, redirect back. Between the
 * consent (which opens the shop in the sandbox) and the return, the shop's backlog is loaded, so the first import
 * after connecting is the one that reads all of it.
 */
async function connectWithBacklog(
  token: string,
): Promise<{ shopId: number; firstImport: Awaited<ReturnType<typeof measured>> }> {
  const started = await bench.call(shopsApi.connect, { token, body: { kind: 'etsy', shop_name: 'BenchShop' } });
  const authorize = new URL(started.json<{ authorize_url: string }>().authorize_url);
  // The sandbox's consent page and its controls take the seller's own sign-in.
  const page = await inject('GET', `${authorize.pathname}${authorize.search}`, { token });
  const form = readConsentForm(page.body);
  const target = new URL(form.action, authorize);
  const answer = await inject('POST', `${target.pathname}${target.search}`, {
    token,
    form: new URLSearchParams({ ...form.fields, handle: 'BenchShop', decision: 'allow' }).toString(),
  });
  const params = Object.fromEntries(new URL(String(answer.headers.location)).searchParams);
  const [sandboxShop] = await queryRows<{ external_id: string }>(
    database.db,
    sql`select external_id from sandbox_marketplace_shops where kind = 'etsy' and lower(handle) = 'benchshop'`,
  );
  const load = await inject('POST', `/api${ETSY_SANDBOX_PATH}/_sandbox/shops/${sandboxShop!.external_id}/orders`, {
    token,
    body: { count: orders },
  });
  if (load.statusCode !== 201) throw new Error(`sandbox load: ${load.statusCode} ${load.body}`);
  let shopId = 0;
  const firstImport = await measured(async () => {
    const finished = await bench.call(shopsApi.finish, { params: { type: 'etsy' }, token, body: { params } });
    if (finished.statusCode !== 200) throw new Error(`connect: ${finished.statusCode} ${finished.body}`);
    shopId = finished.json<{ id: number }>().id;
    await app.services.orders.importer.settled();
    return { outcome: 'done', imported: await storedOrders(shopId), pages: Math.ceil(orders / 100) };
  });
  return { shopId, firstImport };
}

async function storedOrders(shopId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from marketplace_orders where shop_id = ${shopId}`,
  );
  return n;
}

/** Time and rate-limit waiting of one import. */
async function measured(run: () => Promise<{ outcome: string; imported: number; pages: number }>) {
  const waitedBefore = waits.waitedMs;
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  const waited = waits.waitedMs - waitedBefore;
  return {
    ...result,
    seconds: Number((ms / 1000).toFixed(2)),
    waited_on_rate_limit_seconds: Number((waited / 1000).toFixed(2)),
    waiting_share: `${Math.round((waited / ms) * 100)}%`,
  };
}

try {
  const { token } = await bench.newSeller();
  const { shopId, firstImport } = await connectWithBacklog(token);
  const resync = await measured(() => app.services.orders.importer.sync(shopId));
  const n = await storedOrders(shopId);
  console.log(
    JSON.stringify(
      { engine: 'postgres', backlog: orders, stored_orders: n, first_import: firstImport, resync_nothing_new: resync },
      null,
      2,
    ),
  );
  // The backlog and the shop's own seeded orders are all stored once; a re-sync re-reads only its overlap.
  if (n < orders || resync.imported > 10) process.exitCode = 1;
} finally {
  await bench.close();
}
