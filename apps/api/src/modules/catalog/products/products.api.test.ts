import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesApi } from '@cabinet/contracts/categories';
import type { BodyIn, QueryIn } from '@cabinet/contracts/endpoint';
import { manufacturersApi, productsApi } from '@cabinet/contracts/products';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf } from '../../../../test/money.ts';
import { stockItems } from '../../warehouse/stock/stock.schema.ts';
import { PDF, upload } from '../../uploads/uploads.test-kit.ts';
import { productImages, products } from './products.schema.ts';
import { createProduct, productBody, productWithPicture, uploadPicture } from './products.test-kit.ts';

let t: TestApp;
let seller: { token: string; accountId: number };
const dataDir = mkdtempSync(join(tmpdir(), 'products-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const s = await registerSeller(t);
  seller = { token: s.token, accountId: await accountIdOf(t, s.token) };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (token: string, id: number) => t.call(productsApi.get, { params: { id }, token });
const put = (token: string, id: number, body: BodyIn<typeof productsApi.update>) =>
  t.call(productsApi.update, { params: { id }, token, body });
const folder = (accountId: number) => join(dataDir, 'products', String(accountId));

describe('creating a product', () => {
  it('stores a large and a thumbnail WebP within their boxes and serves them to the owner only', async () => {
    const product = await productWithPicture(t, seller.token, { sku: 'RING-1', handmade: true });
    expect(product).toMatchObject({
      sku: 'RING-1',
      title_uk: 'Смартфон',
      title_en: 'Smartphone',
      hs_code: '8517130000',
      handmade: true,
      kind: 'physical',
      cost: { amount: '199.90', currency: 'USD' },
      weight_kg: 0.25,
      length_cm: 16,
      height_cm: 2.5,
      needs_image: false,
      images: [{ width: 1200, height: 675 }],
    });
    const [row] = await t.database.db.select().from(productImages);
    for (const [name, box] of [
      [row!.large, 1200],
      [row!.thumb, 240],
    ] as const) {
      const path = join(folder(seller.accountId), name);
      expect(existsSync(path)).toBe(true);
      const meta = await sharp(readFileSync(path)).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(box);
    }
    const thumb = await t.request({ method: 'GET', url: product.images[0].thumb_url, token: seller.token });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toMatch(/^private/);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);
    const other = await registerSeller(t);
    expect((await t.request({ method: 'GET', url: product.images[0].url, token: other.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: product.images[0].url })).statusCode).toBe(401);
  });

  it('asks for an image in every language and writes nothing without one', async () => {
    const before = await rowCount(t.database, products);
    const wording = {
      en: 'Add at least one image',
      ru: 'Добавьте хотя бы одно изображение',
      ua: 'Додайте хоча б одне зображення',
    };
    for (const [lang, message] of Object.entries(wording)) {
      const res = await createProduct(t, seller.token, productBody({ images: [] }), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'add_at_least_one_image', message, errors: { images: [message] } });
    }
    expect(await rowCount(t.database, products)).toBe(before);
  });

  it('needs both titles, a selectable leaf and an image file', async () => {
    const filename = await uploadPicture(t, seller.token);
    const before = await rowCount(t.database, products);
    const noTitle = await createProduct(t, seller.token, productBody({ title_en: ' ', images: [{ filename }] }));
    expect(noTitle.json()).toMatchObject({ errors: { title_en: ['Required field'] } });
    const heading = await createProduct(t, seller.token, productBody({ hs_code: '8517', images: [{ filename }] }));
    expect(heading.json().errors.hs_code).toEqual(['Enter a 10-digit customs code']);
    const unknown = await createProduct(
      t,
      seller.token,
      productBody({ hs_code: '9999999999', images: [{ filename }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.hs_code).toEqual(['Choose a 10-digit code from the customs classification']);
    const pdf = await upload(t, seller.token, 'invoice.pdf', PDF);
    const notImage = await createProduct(t, seller.token, productBody({ images: [{ filename: pdf }] }));
    expect(notImage.json()).toMatchObject({ code: 'invalid_file_format', errors: { images: [expect.any(String)] } });
    expect(await rowCount(t.database, products)).toBe(before);
    expect(readdirSync(folder(seller.accountId)).length).toBe(2); // only the first test's pair
  });

  it('keeps an SKU unique per account (case-insensitive), free across accounts, also under a race', async () => {
    await productWithPicture(t, seller.token, { sku: 'CUP-7' });
    const filename = await uploadPicture(t, seller.token);
    const again = await createProduct(t, seller.token, productBody({ sku: 'cup-7', images: [{ filename }] }));
    expect(again.json()).toMatchObject({ errors: { sku: ['You already have a product with this SKU'] } });
    const other = await registerSeller(t);
    await expect(productWithPicture(t, other.token, { sku: 'CUP-7' })).resolves.toMatchObject({ sku: 'CUP-7' });

    const racer = await registerSeller(t);
    const files = await Promise.all(Array.from({ length: 10 }, () => uploadPicture(t, racer.token, 300, 300)));
    const results = await Promise.all(
      files.map((f) => createProduct(t, racer.token, productBody({ sku: 'RACE-1', images: [{ filename: f }] }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.json()).toMatchObject({ errors: { sku: ['You already have a product with this SKU'] } });
    }
    // The losers' resized files were removed again.
    expect(readdirSync(folder(await accountIdOf(t, racer.token)))).toHaveLength(2);
  });

  it("refuses another account's manufacturer, folder and upload as field errors", async () => {
    const other = await registerSeller(t);
    const maker = (await t.call(manufacturersApi.create, { token: other.token, body: { name: 'X' } })).json();
    const tree = (await t.call(categoriesApi.create, { token: other.token, body: { name: 'F' } })).json();
    const theirFile = await uploadPicture(t, other.token);
    const mine = await uploadPicture(t, seller.token);
    const res = await createProduct(
      t,
      seller.token,
      productBody({
        manufacturer_id: maker.id,
        category_id: tree.category_tree.folders[0].id,
        images: [{ filename: mine }],
      }),
    );
    expect(res.json().errors).toEqual({
      manufacturer_id: ['Choose one of your manufacturers'],
      category_id: ['Choose one of your folders'],
    });
    const stolen = await createProduct(t, seller.token, productBody({ images: [{ filename: theirFile }] }));
    expect(stolen.json()).toMatchObject({ code: 'unknown_file', errors: { images: [expect.any(String)] } });
  });
});

describe('editing, listing and deleting', () => {
  it('replaces an image: the removed one loses its files after the save; order follows the body', async () => {
    const product = await productWithPicture(t, seller.token);
    const [old] = await t.database.db.select().from(productImages).where(eqId(product.images[0].id));
    const added = await uploadPicture(t, seller.token, 500, 800);
    const res = await put(seller.token, product.id, {
      ...productBody({ sku: product.sku, title_en: 'Phone' }),
      images: [{ filename: added }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title_en: 'Phone', images: [{ width: 500, height: 800 }] });
    expect(existsSync(join(folder(seller.accountId), old!.large))).toBe(false);
    expect(existsSync(join(folder(seller.accountId), old!.thumb))).toBe(false);
    const kept = res.json().images[0].id;
    const none = await put(seller.token, product.id, {
      ...productBody({ sku: product.sku }),
      images: [],
    });
    expect(none.json().code).toBe('add_at_least_one_image');
    const foreign = await put(seller.token, product.id, {
      ...productBody({ sku: product.sku }),
      images: [{ id: kept + 1000 }],
    });
    expect(foreign.json().errors).toEqual({ images: [expect.any(String)] });
  });

  it('an imported product without images says needs_image and still needs one to be saved', async () => {
    const [row] = await t.database.db
      .insert(products)
      .values({ account_id: seller.accountId, sku: 'IMP-1', title_uk: 'Чашка', title_en: 'Cup', import_id: 1 })
      .returning();
    const found = (await get(seller.token, row!.id)).json();
    expect(found).toMatchObject({ needs_image: true, images: [] });
    const res = await put(seller.token, row!.id, productBody({ sku: 'IMP-1', images: [] }));
    expect(res.json().code).toBe('add_at_least_one_image');
  });

  it('searches SKU and both titles, filters and pages newest first', async () => {
    const s = await registerSeller(t);
    const a = await productWithPicture(t, s.token, { sku: 'MUG-1', title_en: 'Blue mug', kind: 'physical' });
    t.clock.advance(1000);
    const b = await productWithPicture(t, s.token, { sku: 'EBOOK-1', title_uk: 'Книга 100%', kind: 'digital' });
    t.clock.advance(1000);
    const c = await productWithPicture(t, s.token, { sku: 'MUG-2', title_en: 'Red mug' });
    const ids = async (query: QueryIn<typeof productsApi.list> = {}) =>
      (await t.call(productsApi.list, { query, token: s.token })).json().products.map((p: { id: number }) => p.id);
    expect(await ids()).toEqual([c.id, b.id, a.id]);
    expect(await ids({ search: 'mug' })).toEqual([c.id, a.id]);
    expect(await ids({ search: 'книга' })).toEqual([b.id]);
    expect(await ids({ search: '100%' })).toEqual([b.id]);
    expect(await ids({ search: '1%' })).toEqual([]);
    expect(await ids({ kind: 'digital' })).toEqual([b.id]);
    const page = (await t.call(productsApi.list, { query: { on_page: 2, page: 2 }, token: s.token })).json();
    expect(page).toMatchObject({ total: 3, page: 2, next_page: null, products: [{ id: a.id }] });
  });

  it("answers 404 for another account's product on every verb", async () => {
    const product = await productWithPicture(t, seller.token);
    const other = await registerSeller(t);
    expect((await get(other.token, product.id)).statusCode).toBe(404);
    const body = { ...productBody(), images: [{ filename: await uploadPicture(t, other.token) }] };
    expect((await put(other.token, product.id, body)).statusCode).toBe(404);
    expect((await t.call(productsApi.remove, { params: { id: product.id }, token: other.token })).statusCode).toBe(404);
    expect((await get(seller.token, product.id)).statusCode).toBe(200);
  });

  it('deletes a product without stock with its files, and archives one with stock', async () => {
    const plain = await productWithPicture(t, seller.token);
    const [img] = await t.database.db.select().from(productImages).where(eqId(plain.images[0].id));
    const del = await t.call(productsApi.remove, { params: { id: plain.id }, token: seller.token });
    expect(del.json()).toEqual({ ok: true, archived: false });
    expect(existsSync(join(folder(seller.accountId), img!.large))).toBe(false);

    const stocked = await productWithPicture(t, seller.token, { sku: 'STOCKED-1' });
    await t.database.db
      .insert(stockItems)
      .values({ account_id: seller.accountId, product_id: stocked.id, in_stock: 3 });
    const arch = await t.call(productsApi.remove, { params: { id: stocked.id }, token: seller.token });
    expect(arch.json()).toEqual({ ok: true, archived: true });
    expect((await get(seller.token, stocked.id)).statusCode).toBe(404);
    const list = (await t.call(productsApi.list, { query: { search: 'STOCKED' }, token: seller.token })).json();
    expect(list.total).toBe(0);
    expect(await rowCount(t.database, stockItems)).toBe(1);
  });
});

const eqId = (id: number) => eq(productImages.id, id);
