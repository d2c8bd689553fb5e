// The ceiling PostgreSQL itself puts on transfers on this machine (issue 12): pgbench, a C client, runs a whole
// transfer as one SQL function call (bench/sql/transfer-ceiling.sql) with 50 clients over 200 sellers, and the
// machine's CPU is sampled from /proc/stat meanwhile. POST /api/transfers does at least this database work and then
// its own (HTTP, JSON, validation, authentication) on the same cores, so its rate here cannot pass this one.
// Usage: `npm run bench:pg-ceiling` (BENCH_SECONDS, BENCH_CONNECTIONS; DATABASE_URL chooses the server, else the local
// one at 127.0.0.1:5432). Needs `pgbench` (Debian postgresql-client).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import { databaseUrl, postgresTemplate } from '../apps/api/test/postgres-template.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sc_ceiling_${process.pid}`;

/** Busy and all jiffies of the whole machine so far (/proc/stat's first line). */
function cpuTicks(): { busy: number; all: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + fields[4]!;
  const all = fields.reduce((a, b) => a + b, 0);
  return { busy: all - idle, all };
}

const admin = new pg.Client({ connectionString: base });
await admin.connect();
try {
  const template = await postgresTemplate(admin, base);
  await admin.query(`create database ${name} template ${template}`);
  const url = databaseUrl(base, name);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(readFileSync('bench/sql/transfer-ceiling.sql', 'utf8'));
  const { rows } = await db.query<{ first: number }>('select min(id)::int as first from accounts');
  await db.end();

  const before = cpuTicks();
  const run = spawnSync(
    'pgbench',
    ['-n', '-M', 'prepared', '-c', String(connections), '-j', '1', '-T', String(seconds)].concat([
      '-D',
      `first=${rows[0]!.first}`,
      '-f',
      'bench/sql/transfer-ceiling.pgbench',
      url,
    ]),
    { encoding: 'utf8' },
  );
  const after = cpuTicks();
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const figure = (label: string) => Number(new RegExp(`${label} = ([\\d.]+)`).exec(run.stdout)?.[1]);
  const tps = figure('tps');
  const busyShare = (after.busy - before.busy) / (after.all - before.all);
  console.log(
    JSON.stringify(
      {
        engine: 'postgres',
        client: 'pgbench, one statement per transfer',
        connections,
        seconds,
        transfers_per_second: Math.round(tps),
        latency_avg_ms: figure('latency average'),
        failed: Number(/failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0),
        cores: cpus().length,
        machine_busy: Number(busyShare.toFixed(2)),
        cpu_ms_per_transfer: Number(((busyShare * cpus().length * 1000) / tps).toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
