import sharp from 'sharp';
import { type ProductBody, productsApi } from '@cabinet/contracts/products';
import type { TestApp } from '../../../../test/app.ts';
import { upload } from '../../uploads/uploads.test-kit.ts';

/** A real picture (a coloured rectangle) of the given size, as a phone would upload it. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** Uploads a picture and returns its upload filename. */
export async function uploadPicture(t: TestApp, token: string, width = 1600, height = 900): Promise<string> {
  return upload(t, token, 'photo.png', await picture(width, height));
}

/** A real 10-digit leaf of the bundled classification (smartphones). */
export const LEAF_CODE = '8517130000';

let counter = 0;
export function productBody(overrides: Partial<ProductBody> = {}): ProductBody {
  counter += 1;
  return {
    sku: `SKU-${counter}`,
    title_uk: 'Смартфон',
    title_en: 'Smartphone',
    hs_code: LEAF_CODE,
    weight_kg: 0.25,
    length_cm: 16,
    width_cm: 8,
    height_cm: 2.5,
    cost: '199.90',
    ...overrides,
  };
}

export const createProduct = (t: TestApp, token: string, body: ProductBody, lang = 'en') =>
  t.call(productsApi.create, { token, lang, body });

/** Creates a product with one new picture and answers its JSON. */
export async function productWithPicture(t: TestApp, token: string, overrides: Partial<ProductBody> = {}) {
  const filename = await uploadPicture(t, token);
  const res = await createProduct(t, token, productBody({ images: [{ filename }], ...overrides }));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
