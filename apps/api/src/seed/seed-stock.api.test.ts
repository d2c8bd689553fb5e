import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../test/app.ts';
import { accountIdOf, signInOperator } from '../../test/money.ts';
import { users } from '../modules/account/account.schema.ts';
import { addProduct } from '../modules/warehouse/stock/stock.test-kit.ts';
import { seedDemoStock } from './seed-stock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo stock', () => {
  it('gives DEMO-001…006 stock with 60 days of movements, one blocked, one on the way, one pending disposal', async () => {
    const seller = await registerSeller(t);
    const accountId = await accountIdOf(t, seller.token);
    const ids: Record<string, number> = {};
    for (let n = 1; n <= 6; n += 1) ids[`DEMO-00${n}`] = await addProduct(t, accountId, `DEMO-00${n}`);
    const [owner] = await t.database.db.select().from(users).where(eq(users.account_id, accountId));
    expect(await seedDemoStock(t.app.services, { accountId, userId: owner!.id }, t.clock.now())).toBe(6);

    const get = async (url: string, token = seller.token) =>
      (await t.request({ method: 'GET', url: `/api${url}`, token })).json();
    const stock = (await get('/warehouse')).products as Array<Record<string, unknown>>;
    const bySku = Object.fromEntries(stock.map((p) => [p.sku, p]));
    expect(bySku['DEMO-001']).toMatchObject({ in_stock: 26, on_the_way: 0 });
    expect(bySku['DEMO-002']).toMatchObject({ in_stock: 46, reserved: 3, available: 43 });
    expect(bySku['DEMO-004']).toMatchObject({ state: 'blocked', available: 0 });
    expect(bySku['DEMO-006']).toMatchObject({ in_stock: 0, on_the_way: 5 });
    expect((await get('/warehouse/disposal/requests')).list).toEqual([
      expect.objectContaining({ status: 'pending', total_quantity: 3 }),
    ]);

    const op = await signInOperator(t);
    const journal = (await get(`/ops/warehouse/stock/${ids['DEMO-002']}/movements`, op)).movements;
    expect(journal.map((m: { reason: string }) => m.reason)).toEqual(['disposed', 'shipped', 'received']);
    const oldest = new Date(journal.at(-1).created_at).getTime();
    const days = (t.clock.now().getTime() - oldest) / 86_400_000;
    expect(days).toBeGreaterThan(54);
    expect(days).toBeLessThan(61);
  });
});
