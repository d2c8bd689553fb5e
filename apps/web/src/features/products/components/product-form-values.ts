import type { TFunction } from 'i18next';
import { productBodySchema, type Product, type ProductBody, type ProductKind } from '@cabinet/contracts/products';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import type { ImageItem } from './product-images-field.tsx';

/** The form's state: selects hold strings, empty measures are '', pictures keep what the thumbnails need. */
export interface ProductValues {
  sku: string;
  title_uk: string;
  title_en: string;
  hs_code: string | null;
  manufacturer_id: string | null;
  category_id: string | null;
  kind: ProductKind;
  handmade: boolean;
  description: string;
  cost: string;
  individual_packaging: boolean;
  weight_kg: number | string;
  length_cm: number | string;
  width_cm: number | string;
  height_cm: number | string;
  images: ImageItem[];
}

/** Fields the form shows: server errors on these go next to them, others into the alert. */
export const PRODUCT_FIELDS = [
  'sku',
  'title_uk',
  'title_en',
  'hs_code',
  'manufacturer_id',
  'category_id',
  'kind',
  'description',
  'cost',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'images',
] as const;

export const emptyProduct = (categoryId: number | null = null): ProductValues => ({
  sku: '',
  title_uk: '',
  title_en: '',
  hs_code: null,
  manufacturer_id: null,
  category_id: categoryId === null ? null : String(categoryId),
  kind: 'physical',
  handmade: false,
  description: '',
  cost: '',
  individual_packaging: false,
  weight_kg: '',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  images: [],
});

const measure = (value: number | null) => value ?? '';

export const valuesOf = (p: Product): ProductValues => ({
  sku: p.sku,
  title_uk: p.title_uk,
  title_en: p.title_en,
  hs_code: p.hs_code,
  manufacturer_id: p.manufacturer ? String(p.manufacturer.id) : null,
  category_id: p.category ? String(p.category.id) : null,
  kind: p.kind,
  handmade: p.handmade,
  description: p.description,
  cost: p.cost.amount,
  individual_packaging: p.individual_packaging,
  weight_kg: measure(p.weight_kg),
  length_cm: measure(p.length_cm),
  width_cm: measure(p.width_cm),
  height_cm: measure(p.height_cm),
  images: p.images.map((i) => ({ id: i.id, thumb_url: i.thumb_url })),
});

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));
const idOrNull = (value: string | null) => (value ? Number(value) : null);

export const bodyOf = (v: ProductValues): ProductBody => ({
  sku: v.sku,
  title_uk: v.title_uk,
  title_en: v.title_en,
  hs_code: v.hs_code || null,
  manufacturer_id: idOrNull(v.manufacturer_id),
  category_id: idOrNull(v.category_id),
  kind: v.kind,
  handmade: v.handmade,
  description: v.description,
  cost: v.cost.trim() === '' ? '0' : v.cost.trim(),
  individual_packaging: v.individual_packaging,
  weight_kg: numberOrNull(v.weight_kg),
  length_cm: numberOrNull(v.length_cm),
  width_cm: numberOrNull(v.width_cm),
  height_cm: numberOrNull(v.height_cm),
  images: v.images.map((i) => ('id' in i ? { id: i.id } : { filename: i.filename })),
});

/** The contract's checks, in the interface language, plus §5/§8 'Add at least one image'. */
export function validateProduct(values: ProductValues, t: TFunction): Record<string, string> {
  const errors = validateWithSchema(productBodySchema, bodyOf(values), t);
  if (errors.sku && values.sku.trim()) errors.sku = t('products:form.invalid_sku');
  if (errors.cost && values.cost.trim()) errors.cost = t('products:form.invalid_cost');
  if (values.images.length === 0) errors.images = t('products:images.required');
  return errors;
}
