import { gramsOf, millimetresOf } from '@cabinet/contracts/parcel';
import type { Product, ProductImage, ProductInput } from '@cabinet/contracts/products';
import { money } from '../../money/money-format.ts';
import { imageUrl } from './product-image-url.ts';
import type { ProductListRow } from './products.repository.ts';
import type { ProductImageRow, ProductRow } from './products.schema.ts';

const cm = (mm: number | null) => (mm === null ? null : mm / 10);
const mm = (cmValue: number | null) => (cmValue === null ? null : millimetresOf(cmValue));

const toImage = (row: ProductImageRow): ProductImage => ({
  id: row.id,
  url: imageUrl(row.product_id, row.id, 'large'),
  thumb_url: imageUrl(row.product_id, row.id, 'thumb'),
  width: row.width,
  height: row.height,
});

export function toProduct(found: ProductListRow, images: ProductImageRow[]): Product {
  const p = found.product;
  return {
    id: p.id,
    sku: p.sku,
    title_uk: p.title_uk,
    title_en: p.title_en,
    hs_code: p.hs_code,
    manufacturer:
      p.manufacturer_id !== null && found.manufacturer_name !== null
        ? { id: p.manufacturer_id, name: found.manufacturer_name }
        : null,
    category:
      p.category_id !== null && found.category_name !== null ? { id: p.category_id, name: found.category_name } : null,
    kind: p.kind,
    handmade: p.handmade,
    description: p.description,
    cost: money(p.cost),
    individual_packaging: p.individual_packaging,
    weight_kg: p.weight_g === null ? null : p.weight_g / 1000,
    length_cm: cm(p.length_mm),
    width_cm: cm(p.width_mm),
    height_cm: cm(p.height_mm),
    images: images.map(toImage),
    needs_image: images.length === 0,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/** The columns a seller's form sets (images apart). */
export const productColumns = (input: ProductInput) =>
  ({
    sku: input.sku,
    title_uk: input.title_uk,
    title_en: input.title_en,
    hs_code: input.hs_code,
    manufacturer_id: input.manufacturer_id,
    category_id: input.category_id,
    kind: input.kind,
    handmade: input.handmade,
    description: input.description,
    cost: input.cost,
    individual_packaging: input.individual_packaging,
    weight_g: input.weight_kg === null ? null : gramsOf(input.weight_kg),
    length_mm: mm(input.length_cm),
    width_mm: mm(input.width_cm),
    height_mm: mm(input.height_cm),
  }) satisfies Partial<ProductRow>;

/** Group rows by their product, keeping their order. */
export function byProduct<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.product_id) ?? [];
    list.push(row);
    map.set(row.product_id, list);
  }
  return map;
}
