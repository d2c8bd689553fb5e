import sharp from 'sharp';
import { productBodySchema, type ProductBody } from '@cabinet/contracts/products';
import type { Services } from '../services.ts';

/**
 * The demo seller's catalogue (docs/products.md): six products from a silver ring to a big box of toys, real UKTVED
 * leaves, two folders and two manufacturers, each with a generated picture. The stock seed finds them by SKU
 * (STATUS: DEMO-001 … DEMO-006), so SKUs, measures and codes stay as they are.
 */
const DEMO_PRODUCTS: Array<ProductBody & { folder: 'jewellery' | 'home'; maker: 'silver' | 'craft'; color: string }> = [
  {
    sku: 'DEMO-001',
    title_uk: 'Срібна каблучка з гравіюванням',
    title_en: 'Engraved silver ring',
    hs_code: '7113110000',
    handmade: true,
    cost: '38.00',
    weight_kg: 0.015,
    length_cm: 3,
    width_cm: 3,
    height_cm: 2,
    folder: 'jewellery',
    maker: 'silver',
    color: '#b0b7c3',
  },
  {
    sku: 'DEMO-002',
    title_uk: 'Набір мила ручної роботи',
    title_en: 'Handmade soap set',
    hs_code: '3401110000',
    handmade: true,
    cost: '9.50',
    weight_kg: 0.3,
    length_cm: 10,
    width_cm: 8,
    height_cm: 5,
    folder: 'home',
    maker: 'craft',
    color: '#e8b4c8',
  },
  {
    sku: 'DEMO-003',
    title_uk: 'Футболка бавовняна з вишивкою',
    title_en: 'Embroidered cotton T-shirt',
    hs_code: '6109100000',
    cost: '17.00',
    weight_kg: 0.2,
    length_cm: 30,
    width_cm: 25,
    height_cm: 3,
    folder: 'home',
    maker: 'craft',
    color: '#f2f2f2',
  },
  {
    sku: 'DEMO-004',
    title_uk: 'Вовняний шарф',
    title_en: 'Wool scarf',
    hs_code: '6117100000',
    handmade: true,
    cost: '24.00',
    weight_kg: 0.35,
    length_cm: 35,
    width_cm: 25,
    height_cm: 6,
    folder: 'home',
    maker: 'craft',
    color: '#7a3b2e',
  },
  {
    sku: 'DEMO-005',
    title_uk: 'Ілюстрована книга казок',
    title_en: 'Illustrated book of fairy tales',
    hs_code: '4901990000',
    cost: '15.00',
    weight_kg: 1.2,
    length_cm: 30,
    width_cm: 22,
    height_cm: 4,
    folder: 'home',
    maker: 'craft',
    color: '#2f5d8a',
  },
  {
    sku: 'DEMO-006',
    title_uk: 'Набір дерев’яних іграшок',
    title_en: 'Wooden toy set',
    hs_code: '9503007000',
    individual_packaging: true,
    cost: '64.00',
    weight_kg: 8.5,
    length_cm: 60,
    width_cm: 40,
    height_cm: 40,
    folder: 'home',
    maker: 'craft',
    color: '#c8a165',
  },
];

/** A plain coloured square with a darker frame: enough for a thumbnail to tell the products apart. */
const picture = (color: string) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: '#333333' } })
    .composite([
      {
        input: { create: { width: 600, height: 600, channels: 3, background: color } },
        top: 20,
        left: 20,
      },
    ])
    .png()
    .toBuffer();

export async function seedDemoProducts(
  services: Services,
  caller: { accountId: number; userId: number },
): Promise<number> {
  const { products, manufacturers, categories } = services.catalog;
  const makers = {
    silver: (await manufacturers.create(caller.accountId, { name: 'Kyiv Silver Works', country: 'UA' })).id,
    craft: (await manufacturers.create(caller.accountId, { name: 'Karpaty Craft', country: 'UA' })).id,
  };
  await categories.create(caller.accountId, { name: 'Jewellery', parent_id: null });
  const tree = await categories.create(caller.accountId, { name: 'Home and gifts', parent_id: null });
  const folderId = (name: string) => tree.category_tree.folders.find((f) => f.name === name)!.id;
  const folders = { jewellery: folderId('Jewellery'), home: folderId('Home and gifts') };
  for (const { folder, maker, color, ...body } of DEMO_PRODUCTS) {
    const file = await services.uploads.store(caller, { name: `${body.sku}.png`, data: await picture(color) });
    const input = productBodySchema.parse({
      ...body,
      manufacturer_id: makers[maker],
      category_id: folders[folder],
      images: [{ filename: file.filename }],
    });
    await products.create(caller, input);
  }
  return DEMO_PRODUCTS.length;
}
