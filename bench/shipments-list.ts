// The shipment list under 100,000 shipments of one seller (issue 5 "Benchmark"): server time of
// GET /api/shipping/shipment with filters, through app.inject (no network), p50/p99 over BENCH_REQUESTS requests
// per scenario, on PostgreSQL, beside PostgreSQL's own execution time of the list's two statements. Usage: `npm run bench:shipments` (BENCH_ROWS, BENCH_REQUESTS; DATABASE_URL chooses
// the server, else the local one at 127.0.0.1:5432). A fresh database is created and dropped.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryString, type QueryIn } from '@cabinet/contracts/endpoint';
import { shipmentListQuerySchema, shipmentsApi } from '@cabinet/contracts/shipments';
import { queryRows } from '../apps/api/src/platform/db/client.ts';
import { listFilter } from '../apps/api/src/modules/shipments/shipment-queries.ts';
import { benchApp, percentile, timeRequests } from './bench-app.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const TARGET_P99_MS = 50;

const bench = await benchApp({ engine: 'postgres' });
const { app, database } = bench;

/**
 * One seller's shipments in a single statement: a status, type and recipient cycling through their lists, one
 * created every 5 minutes back from now (a year ≈ 105,000), a tenth waiting for the seller, tracks on departed ones.
 */
async function seed(accountId: number) {
  const started = performance.now();
  await database.db.execute(sql`
    with names(i, first, last) as (
      values (0, 'John', 'Smith'), (1, 'Olivia', 'Hart'), (2, 'Greta', 'Becker'), (3, 'Liam', 'Nguyen'),
             (4, 'Emma', 'Garcia'), (5, 'Noah', 'Kowalski'), (6, 'Ava', 'Okafor'), (7, 'Mia', 'Rossi'),
             (8, 'Lucas', 'Dubois'), (9, 'Sofia', 'Tanaka')
    ),
    statuses as (select array['customer_created','customer_sent','in_ua_warehouse','transit_ua_buyer',
      'transit_ua_usa','in_svh','svh_process','in_transit_warehouse','transit_usa_buyer','delivered',
      'frozen','leave_usa','customer_returned','return_processed','prepare_addr_change','addr_change_complete',
      'customer_sent_back','full_from_np','partially_from_np','transit_buyer_usa'] as s),
    types as (select array['direct','consolidation','postcard','usa_domestic','client_bulk'] as t)
    insert into shipments (account_id, type, delivery_type, status, status_changed_at, handover, sender, recipient,
      order_number, length_mm, width_mm, height_mm, weight_g, customs_value, price, price_breakdown,
      payment_state, pending_action, track_number, internal_track, created_at)
    select ${accountId}, (select t from types)[1 + g % 5], 'small_pack', (select s from statuses)[1 + g % 20],
      now() - g * interval '5 minutes', 'office',
      '{"variation_type":"company","company_name":"Bench LLC","first_name":"","last_name":"","country":"UA","state":"UA-30","city":"Kyiv","zip":"01001","address_line1":"Khreshchatyk 1","address_line2":"","phone":"","email":""}'::jsonb,
      jsonb_build_object('variation_type','individual','company_name','','first_name',n.first,'last_name',n.last,
        'country','US','state','NY','city','New York','zip','10001','address_line1','350 Fifth Avenue',
        'address_line2','','phone','','email',''),
      'ORDER-' || g, 200, 150, 100, 1000, 5250, 1549,
      '{"delivery_type":"small_pack","chargeable_weight_g":1000,"lines":[],"total":{"amount":"15.49","currency":"USD","currency_sign_pre":true},"delivery_days":null}'::jsonb,
      'held', case when g % 10 = 0 then 'hand_over' end,
      case when g % 20 >= 3 then 'LA' || lpad(g::text, 8, '0') || '5UA' end,
      '2045' || lpad(g::text, 10, '0'), now() - g * interval '5 minutes'
    from generate_series(1, ${rows}) g join names n on n.i = g % 10`);
  // The number needs the id: the same text the API writes (shipmentSearchText).
  await database.db.execute(sql`
    update shipments set search_text = lower(concat_ws(' ', 'SC' || lpad(id::text, 8, '0'), track_number,
      internal_track, recipient->>'first_name' || ' ' || (recipient->>'last_name')))
    where account_id = ${accountId}`);
  // What autovacuum does after a bulk insert: statistics, and the visibility map index-only scans rely on.
  await database.db.execute(sql`vacuum analyze shipments`);
  return Math.round(performance.now() - started);
}

/** PostgreSQL's own execution time of a statement (EXPLAIN ANALYZE), median of 21 runs: the database's share. */
async function databaseMs(statement: { getSQL(): ReturnType<typeof sql> }) {
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const [row] = await queryRows<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(
      database.db,
      sql`explain (analyze, format json) ${statement.getSQL()}`,
    );
    times.push(row!['QUERY PLAN'][0]!['Execution Time']);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

async function measure(token: string, accountId: number, query: QueryIn<typeof shipmentsApi.list>) {
  const list = () => bench.call(shipmentsApi.list, { query, token });
  const { first, times, cpuMs } = await timeRequests(`shipments${queryString(query)}`, list, requests);
  const { total, shipments } = first.json<{ total: number; shipments: unknown[] }>();
  const filter = listFilter(shipmentListQuerySchema.parse(query));
  const statements = app.services.shipments.repo.listQueries(accountId, filter);
  return {
    query: queryString(query).slice(1),
    total,
    returned: shipments.length,
    p50_ms: percentile(times, 50),
    p99_ms: percentile(times, 99),
    // What this process spent on a request (user + system CPU): the wall times above also hold the waits for a core.
    node_cpu_ms: Number((cpuMs / requests).toFixed(2)),
    database_ms: { page: await databaseMs(statements.page), total: await databaseMs(statements.total) },
  };
}

try {
  const { token, accountId } = await bench.newSeller();
  const seedMs = await seed(accountId);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const range = { date_from: day(180), date_to: day(0) };
  // The target (p99 < 50 ms) is for the filtered list: status + date range + search, page 1 and deep.
  // The rest show where the cost grows: a search or a page deep into all 100,000 rows without other filters.
  const scenarios: { target: boolean; query: QueryIn<typeof shipmentsApi.list> }[] = [
    { target: true, query: { status: 'in_transit_warehouse', ...range, search: 'rossi' } },
    { target: true, query: { status: 'in_transit_warehouse', ...range, search: 'rossi', page: 120 } },
    { target: true, query: { status: 'delivered', ...range, search: 'sc0004' } },
    { target: false, query: { ...range, search: '2045000005' } },
    { target: false, query: { search: 'olivia', page: 400 } },
    { target: false, query: { page: 4000 } },
    { target: false, query: { pending: 'true', page: 200 } },
  ];
  const results = [];
  for (const { target, query } of scenarios) results.push({ target, ...(await measure(token, accountId, query)) });
  const worst = Math.max(...results.filter((r) => r.target).map((r) => r.p99_ms));
  console.log(
    JSON.stringify(
      { engine: 'postgres', rows, seed_ms: seedMs, requests, results, target_worst_p99_ms: worst },
      null,
      2,
    ),
  );
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shipments`);
  if (n !== rows || worst >= TARGET_P99_MS) process.exitCode = 1;
} finally {
  await bench.close();
}
