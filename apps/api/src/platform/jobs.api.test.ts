import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

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
    expect(list).toEqual([expect.objectContaining({ name: 'fx-rates-refresh', cron: '15 6 * * *' })]);
    expect(list[0]!.options.tz).toBe('Europe/Kyiv');
  });
});
