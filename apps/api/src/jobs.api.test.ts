import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS: true });
});
afterAll(() => t.close());

describe('background jobs', () => {
  it('start on this engine and schedule the daily exchange-rate refresh in Kyiv time', async () => {
    const rows = await t.database.db.execute(sql`select name, cron, options from pgboss.schedule`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
      name: string;
      cron: string;
      options: { tz?: string };
    }>;
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'fx-rates-refresh', cron: '15 6 * * *' })]),
    );
    expect(list.find((s) => s.name === 'fx-rates-refresh')!.options.tz).toBe('Europe/Kyiv');
  });

  it('schedule the daily virtual card balance refresh (§9) in Kyiv time', async () => {
    const rows = await t.database.db.execute(
      sql`select cron, options from pgboss.schedule where name = 'fee-cards-refresh'`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
      cron: string;
      options: { tz?: string };
    }>;
    expect(list).toEqual([{ cron: '0 5 * * *', options: expect.objectContaining({ tz: 'Europe/Kyiv' }) }]);
  });

  it('schedule the daily purge of Idempotency-Keys older than 48 hours', async () => {
    const rows = await t.database.db.execute(
      sql`select cron from pgboss.schedule where name = 'idempotency-keys-purge'`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ cron: string }>;
    expect(list).toEqual([{ cron: '30 3 * * *' }]);
  });
});
