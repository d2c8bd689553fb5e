import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { manufacturersApi, productsApi } from '@cabinet/contracts/products';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import type { CallOptions } from '../../../../test/call.ts';
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

/** An operation of the manufacturers as `token`'s user, in English. */
const call = <const E extends EndpointDefinition>(e: E, token: string | undefined, options: CallOptions<E> = {}) =>
  t.call(e, { ...options, token, lang: 'en' });

describe('manufacturers', () => {
  it('adds, lists by name, renames and checks the country', async () => {
    const { token } = await registerSeller(t);
    const zeta = (await call(manufacturersApi.create, token, { body: { name: 'Zeta Works', country: 'PL' } })).json();
    expect(zeta).toMatchObject({ name: 'Zeta Works', country: 'PL', product_count: 0 });
    await call(manufacturersApi.create, token, { body: { name: 'acme' } });
    const list = (await call(manufacturersApi.list, token)).json().manufacturers;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['acme', 'Zeta Works']);
    const renamed = await call(manufacturersApi.update, token, {
      params: { id: zeta.id },
      body: { name: 'Zeta', country: null },
    });
    expect(renamed.json()).toMatchObject({ id: zeta.id, name: 'Zeta', country: null });
    const badCountry = await call(manufacturersApi.create, token, { body: { name: 'Other', country: 'Poland' } });
    expect(badCountry.statusCode).toBe(400);
    expect((await call(manufacturersApi.list, undefined)).statusCode).toBe(401);
  });

  it('keeps names unique per account, case-insensitive, and free across accounts', async () => {
    const { token } = await registerSeller(t);
    await call(manufacturersApi.create, token, { body: { name: 'Karpaty Craft' } });
    const before = await rowCount(t.database, manufacturers);
    const again = await call(manufacturersApi.create, token, { body: { name: 'KARPATY craft' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'manufacturer_name_taken',
      errors: { name: ['This name is already taken'] },
    });
    expect(await rowCount(t.database, manufacturers)).toBe(before);
    const other = await registerSeller(t);
    expect((await call(manufacturersApi.create, other.token, { body: { name: 'Karpaty Craft' } })).statusCode).toBe(
      201,
    );
  });

  it('deleting one in use leaves its products without a manufacturer', async () => {
    const { token } = await registerSeller(t);
    const maker = (await call(manufacturersApi.create, token, { body: { name: 'Gone Ltd' } })).json();
    const product = await productWithPicture(t, token, { manufacturer_id: maker.id });
    expect((await call(manufacturersApi.list, token)).json().manufacturers[0].product_count).toBe(1);
    expect((await call(manufacturersApi.remove, token, { params: { id: maker.id } })).json()).toEqual({ ok: true });
    const after = await t.call(productsApi.get, { params: { id: product.id }, token });
    expect(after.json()).toMatchObject({ id: product.id, manufacturer: null });
  });

  it("answers 404 for another account's manufacturer", async () => {
    const { token } = await registerSeller(t);
    const maker = (await call(manufacturersApi.create, token, { body: { name: 'Mine' } })).json();
    const other = await registerSeller(t);
    expect(
      (await call(manufacturersApi.update, other.token, { params: { id: maker.id }, body: { name: 'Taken over' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(manufacturersApi.remove, other.token, { params: { id: maker.id } })).statusCode).toBe(404);
    expect((await call(manufacturersApi.list, other.token)).json().manufacturers).toEqual([]);
  });
});
