import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../test/app.ts';
import { accountIdOf } from '../../test/money.ts';
import { users } from '../modules/account/account.schema.ts';
import { seedDemoProducts } from './seed-products.ts';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'seed-products-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (token: string, url: string) => t.request({ method: 'GET', url: `/api${url}`, token });

describe('demo catalogue', () => {
  it('seeds six products with pictures, two folders and two manufacturers through the product rules', async () => {
    const s = await registerSeller(t);
    const accountId = await accountIdOf(t, s.token);
    const [user] = await t.database.db.select().from(users).where(eq(users.account_id, accountId));
    expect(await seedDemoProducts(t.app.services, { accountId, userId: user!.id })).toBe(6);
    const list = (await get(s.token, '/products?on_page=10')).json();
    expect(list.products.map((p: { sku: string }) => p.sku).sort()).toEqual([
      'DEMO-001',
      'DEMO-002',
      'DEMO-003',
      'DEMO-004',
      'DEMO-005',
      'DEMO-006',
    ]);
    expect(list.products.every((p: { images: unknown[] }) => p.images.length === 1)).toBe(true);
    const ring = list.products.find((p: { sku: string }) => p.sku === 'DEMO-001');
    expect(ring).toMatchObject({ hs_code: '7113110000', weight_kg: 0.015, length_cm: 3, height_cm: 2 });
    const tree = (await get(s.token, '/warehouse/get_tree')).json().category_tree.folders;
    expect(tree.map((f: { product_count: number }) => f.product_count).sort()).toEqual([1, 5]);
    expect((await get(s.token, '/products/manufacturers')).json().manufacturers).toHaveLength(2);
  });
});
