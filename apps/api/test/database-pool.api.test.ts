import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { customsCodes } from '../src/modules/catalog/customs-codes/customs-codes.schema.ts';
import { users } from '../src/modules/account/account.schema.ts';
import { createTestApp, openTestDatabase, registerSeller } from './app.ts';
import { rowCount } from './db.ts';

// Every suite trusts that its database is new: the pool must give a reused one back exactly as the template was.
describe('a test database taken again from the pool', () => {
  it('is the same database, with nothing left of the suite before: rows, ids, tables, schemas', async () => {
    const t = await createTestApp();
    const first = await registerSeller(t);
    const firstId = (await t.app.services.sessions.resolve(first.token))!.userId;
    await t.database.db.execute(sql`create table pool_probe (id integer)`);
    await t.database.db.execute(sql`create schema pool_probe_schema`);
    const codes = await rowCount(t.database, customsCodes);
    const usedDb = t.database.db;
    await t.close();

    const again = await createTestApp();
    expect(again.database.db).toBe(usedDb);
    expect(await rowCount(again.database, users)).toBe(0);
    expect(await rowCount(again.database, customsCodes)).toBe(codes);
    const strangers = await queryRows<{ name: string }>(
      again.database.db,
      sql`select relname as name from pg_class where relname like 'pool_probe%'
          union all select nspname from pg_namespace where nspname like 'pool_probe%'`,
    );
    expect(strangers).toEqual([]);
    const second = await registerSeller(again);
    expect((await again.app.services.sessions.resolve(second.token))!.userId).toBe(firstId);
    await again.close();
  });

  it('is a new one when the suite before changed the reference data', async () => {
    const changed = await openTestDatabase();
    const codes = await rowCount(changed, customsCodes);
    await changed.db.execute(sql`delete from customs_codes where ctid in (select ctid from customs_codes limit 1)`);
    const changedDb = changed.db;
    await changed.close();

    const next = await openTestDatabase();
    expect(next.db).not.toBe(changedDb);
    expect(await rowCount(next, customsCodes)).toBe(codes);
    await next.close();
  });
});
