import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { productWithPicture } from './products.test-kit.ts';
import { manufacturers } from './products.schema.ts';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'manufacturers-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string | undefined, url: string, payload?: object) =>
  t.request({ method, url: `/api/products/manufacturers${url}`, token, lang: 'en', payload });

describe('manufacturers', () => {
  it('adds, lists by name, renames and checks the country', async () => {
    const { token } = await registerSeller(t);
    const zeta = (await call('POST', token, '', { name: 'Zeta Works', country: 'PL' })).json();
    expect(zeta).toMatchObject({ name: 'Zeta Works', country: 'PL', product_count: 0 });
    await call('POST', token, '', { name: 'acme' });
    const list = (await call('GET', token, '')).json().manufacturers;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['acme', 'Zeta Works']);
    const renamed = await call('PUT', token, `/${zeta.id}`, { name: 'Zeta', country: null });
    expect(renamed.json()).toMatchObject({ id: zeta.id, name: 'Zeta', country: null });
    const badCountry = await call('POST', token, '', { name: 'Other', country: 'Poland' });
    expect(badCountry.statusCode).toBe(400);
    expect((await call('GET', undefined, '')).statusCode).toBe(401);
  });

  it('keeps names unique per account, case-insensitive, and free across accounts', async () => {
    const { token } = await registerSeller(t);
    await call('POST', token, '', { name: 'Karpaty Craft' });
    const before = await rowCount(t.database, manufacturers);
    const again = await call('POST', token, '', { name: 'KARPATY craft' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'manufacturer_name_taken',
      errors: { name: ['This name is already taken'] },
    });
    expect(await rowCount(t.database, manufacturers)).toBe(before);
    const other = await registerSeller(t);
    expect((await call('POST', other.token, '', { name: 'Karpaty Craft' })).statusCode).toBe(201);
  });

  it('deleting one in use leaves its products without a manufacturer', async () => {
    const { token } = await registerSeller(t);
    const maker = (await call('POST', token, '', { name: 'Gone Ltd' })).json();
    const product = await productWithPicture(t, token, { manufacturer_id: maker.id });
    expect((await call('GET', token, '')).json().manufacturers[0].product_count).toBe(1);
    expect((await call('DELETE', token, `/${maker.id}`)).json()).toEqual({ ok: true });
    const after = await t.request({ method: 'GET', url: `/api/products/${product.id}`, token });
    expect(after.json()).toMatchObject({ id: product.id, manufacturer: null });
  });

  it("answers 404 for another account's manufacturer", async () => {
    const { token } = await registerSeller(t);
    const maker = (await call('POST', token, '', { name: 'Mine' })).json();
    const other = await registerSeller(t);
    expect((await call('PUT', other.token, `/${maker.id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await call('DELETE', other.token, `/${maker.id}`)).statusCode).toBe(404);
    expect((await call('GET', other.token, '')).json().manufacturers).toEqual([]);
  });
});
