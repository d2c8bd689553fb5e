import pg from 'pg';
import { dropLeftovers } from './postgres-template.ts';

/**
 * Vitest's global set-up of the `api:postgres` project: when every worker has ended, their pooled databases (kept
 * open to each worker's last suite, `database-pool.ts`) are dropped.
 */
export async function teardown(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await dropLeftovers(admin);
  } finally {
    await admin.end();
  }
}
