import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS: true });
});
afterAll(() => t.close());

/** The schedules of one queue, as pg-boss keeps them. */
async function schedulesOf(name: string) {
  const rows = await t.database.db.execute(sql`select cron, options from pgboss.schedule where name = ${name}`);
  return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
    cron: string;
    options: { tz?: string };
  }>;
}

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
    expect(await schedulesOf('fee-cards-refresh')).toEqual([
      { cron: '0 5 * * *', options: expect.objectContaining({ tz: 'Europe/Kyiv' }) },
    ]);
  });

  it('schedule the daily purge of Idempotency-Keys older than 48 hours', async () => {
    expect((await schedulesOf('idempotency-keys-purge')).map((s) => s.cron)).toEqual(['30 3 * * *']);
  });

  it("schedule the nightly forgetting of buyers whose marketplace's retention time is over, in Kyiv time", async () => {
    expect(await schedulesOf('orders-buyer-data-retention')).toEqual([
      { cron: '45 3 * * *', options: expect.objectContaining({ tz: 'Europe/Kyiv' }) },
    ]);
  });
});
