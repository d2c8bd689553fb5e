import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesApi, type CategoryFolder } from '@cabinet/contracts/categories';
import { productsApi } from '@cabinet/contracts/products';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { productWithPicture } from '../products/products.test-kit.ts';
import { warehouseCategories } from './categories.schema.ts';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'categories-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tree = async (token: string): Promise<CategoryFolder[]> =>
  (await t.call(categoriesApi.tree, { token })).json().category_tree.folders;
const create = (token: string, name: string, parent_id: number | null = null) =>
  t.call(categoriesApi.create, { token, lang: 'en', body: { name, parent_id } });
const move = (token: string, id: number, name: string, parent_id: number | null) =>
  t.call(categoriesApi.update, { params: { id }, token, body: { name, parent_id } });
const find = (folders: CategoryFolder[], name: string): CategoryFolder | undefined =>
  folders.map((f) => (f.name === name ? f : find(f.children, name))).find(Boolean);

/** Clothes ▸ Shirts ▸ Linen, and Toys. */
async function sellerWithTree() {
  const { token } = await registerSeller(t);
  await create(token, 'Clothes');
  const clothes = find(await tree(token), 'Clothes')!;
  await create(token, 'Shirts', clothes.id);
  const shirts = find(await tree(token), 'Shirts')!;
  await create(token, 'Linen', shirts.id);
  await create(token, 'Toys');
  const folders = await tree(token);
  return { token, clothes, shirts, linen: find(folders, 'Linen')!, toys: find(folders, 'Toys')! };
}

describe('the folder tree', () => {
  it('nests folders and counts the products of each folder with its sub-folders', async () => {
    const { token, clothes, shirts, linen } = await sellerWithTree();
    await productWithPicture(t, token, { category_id: linen.id });
    await productWithPicture(t, token, { category_id: clothes.id });
    const folders = await tree(token);
    expect(folders.map((f) => f.name)).toEqual(['Clothes', 'Toys']);
    expect(folders[0]).toMatchObject({
      id: clothes.id,
      parent_id: null,
      product_count: 2,
      children: [
        { id: shirts.id, parent_id: clothes.id, product_count: 1, children: [{ id: linen.id, product_count: 1 }] },
      ],
    });
    // The product list's folder filter includes sub-folders too.
    const listed = (await t.call(productsApi.list, { query: { category_id: shirts.id }, token })).json();
    expect(listed.total).toBe(1);
    expect((await t.call(categoriesApi.tree)).statusCode).toBe(401);
  });

  it('renames and moves, but never under itself or a descendant', async () => {
    const { token, clothes, shirts, linen, toys } = await sellerWithTree();
    const cycle = await move(token, clothes.id, 'Clothes', linen.id);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ code: 'category_cycle', errors: { parent_id: [expect.any(String)] } });
    expect((await move(token, shirts.id, 'Shirts', shirts.id)).json().code).toBe('category_cycle');
    const moved = await move(token, shirts.id, 'Tops', toys.id);
    expect(moved.statusCode).toBe(200);
    const folders: CategoryFolder[] = moved.json().category_tree.folders;
    expect(find(folders, 'Toys')!.children.map((c) => c.name)).toEqual(['Tops']);
    expect(find(folders, 'Clothes')!.children).toEqual([]);
  });

  it('keeps sibling names unique (case-insensitive) and allows the same name elsewhere', async () => {
    const { token, clothes, toys } = await sellerWithTree();
    const before = await rowCount(t.database, warehouseCategories);
    const same = await create(token, 'shirts', clothes.id);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'category_name_taken', errors: { name: [expect.any(String)] } });
    expect(await rowCount(t.database, warehouseCategories)).toBe(before);
    expect((await create(token, 'Shirts', toys.id)).statusCode).toBe(201);
    expect((await move(token, toys.id, 'CLOTHES', null)).json().code).toBe('category_name_taken');
  });

  it('deletes a folder with its sub-folders; their products become uncategorised', async () => {
    const { token, clothes, linen } = await sellerWithTree();
    const product = await productWithPicture(t, token, { category_id: linen.id });
    const res = await t.call(categoriesApi.remove, { params: { id: clothes.id }, token });
    expect(res.json().category_tree.folders.map((f: CategoryFolder) => f.name)).toEqual(['Toys']);
    const after = (await t.call(productsApi.get, { params: { id: product.id }, token })).json();
    expect(after.category).toBeNull();
  });

  it("answers 404 for another account's folder and refuses it as a parent", async () => {
    const mine = await sellerWithTree();
    const other = await registerSeller(t);
    expect((await move(other.token, mine.toys.id, 'Mine', null)).statusCode).toBe(404);
    const del = await t.call(categoriesApi.remove, { params: { id: mine.toys.id }, token: other.token });
    expect(del.statusCode).toBe(404);
    const under = await create(other.token, 'Inside', mine.toys.id);
    expect(under.json()).toMatchObject({ errors: { parent_id: ['Choose one of your folders'] } });
    expect(await tree(other.token)).toEqual([]);
  });
});
