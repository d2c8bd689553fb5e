import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { minorAmountInput } from './amount.ts';
import { idParamsSchema, idQuerySchema, idSchema, okSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { selectableCustomsCodeSchema } from './customs-codes.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { sideCmSchema, weightKgSchema } from './tariffs.ts';
import { uploadFilenameSchema } from './uploads.ts';

/** §3 Product (docs/products.md): digital or physical. */
export const productKinds = ['physical', 'digital'] as const;
export type ProductKind = (typeof productKinds)[number];
export const productKindSchema = z.enum(productKinds);

export const MAX_PRODUCT_IMAGES = 10;
/** A product's SKU: letters, digits and - _ . / as warehouses print them, unique per account (case-insensitive). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
export const skuSchema = z.string().trim().regex(SKU_PATTERN, 'invalid_sku');

/**
 * A product's cost per unit in USD: a decimal with at most two places, zero allowed (a free sample), like the money
 * inputs elsewhere but ≥ 0. Parsed to cents.
 */
export const costInputSchema = minorAmountInput({ integerDigits: 7, allowZero: true });

/**
 * What a seller writes when creating or editing a product. Both titles are required: they are the customs names
 * (§5 "names in both languages"); every product needs at least one image (§5, §8), given as upload filenames
 * (`POST /maintenance/upload`) or ids of the product's existing images.
 */
export const productBodySchema = z.strictObject({
  sku: skuSchema,
  title_uk: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short_text),
  title_en: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short_text),
  hs_code: selectableCustomsCodeSchema.nullable().default(null),
  manufacturer_id: idSchema.nullable().default(null),
  category_id: idSchema.nullable().default(null),
  kind: productKindSchema.default('physical'),
  handmade: z.boolean().default(false),
  description: z.string().trim().max(TEXT_LIMITS.article).default(''),
  cost: costInputSchema.default(0),
  individual_packaging: z.boolean().default(false),
  weight_kg: weightKgSchema.nullable().default(null),
  length_cm: sideCmSchema.nullable().default(null),
  width_cm: sideCmSchema.nullable().default(null),
  height_cm: sideCmSchema.nullable().default(null),
  /** The images in display order: kept ids of the product's images and newly uploaded filenames. */
  images: z
    .array(z.union([z.object({ id: idSchema }), z.object({ filename: uploadFilenameSchema })]))
    .max(MAX_PRODUCT_IMAGES, 'too_many_images')
    .default([]),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  /** Owner-only URLs of the resized copies. */
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title_uk: z.string(),
  title_en: z.string(),
  hs_code: z.string().nullable(),
  manufacturer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: productKindSchema,
  handmade: z.boolean(),
  description: z.string(),
  cost: moneySchema,
  individual_packaging: z.boolean(),
  weight_kg: z.number().nullable(),
  length_cm: z.number().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  images: z.array(productImageSchema),
  /** Imported products may lack an image until the seller adds one (§5 asks for one on every save). */
  needs_image: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TEXT_LIMITS.short_text).optional(),
  category_id: idQuerySchema.optional(),
  manufacturer_id: idQuerySchema.optional(),
  kind: productKindSchema.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productListSchema = pageInfoSchema.extend({ products: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;

/** `GET /products/{id}/images/{imageId}/{size}`: the large copy or the thumbnail. */
export const productImageSizes = ['large', 'thumb'] as const;
export const productImageParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  imageId: z.coerce.number().int().min(1).max(2_147_483_647),
  size: z.enum(productImageSizes),
});

/** What deleting a product answers: `archived` when it had stock and was archived instead (it leaves every list). */
export const productRemovedSchema = okSchema.extend({ archived: z.boolean() });
export type ProductRemoved = z.infer<typeof productRemovedSchema>;

/** §2 /products/manufacturers: a name unique per account (case-insensitive), an optional ISO country of origin. */
export const manufacturerBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(120),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'invalid_country')
    .nullable()
    .default(null),
});
export type ManufacturerBody = z.input<typeof manufacturerBodySchema>;
export const manufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  /** Products (not archived) naming it: deleting it leaves them without a manufacturer. */
  product_count: z.number().int(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export const manufacturerListSchema = z.object({ manufacturers: z.array(manufacturerSchema) });
export type ManufacturerList = z.infer<typeof manufacturerListSchema>;

/** §2 /products: the seller's catalogue and its pictures. */
export const productsApi = {
  /** Search over SKU and both titles; a folder filter includes its sub-folders; newest first. */
  list: endpoint({
    method: 'GET',
    path: '/products',
    query: productListQuerySchema,
    response: productListSchema,
    permission: 'products.read',
    tags: ['products'],
  }),
  /** One product (404 for another account's or an archived one). */
  get: endpoint({
    method: 'GET',
    path: '/products/:id',
    params: idParamsSchema,
    response: productSchema,
    permission: 'products.read',
    tags: ['products'],
  }),
  /** 400 `sku_taken`, an unknown manufacturer or folder, a code that is not a leaf, no image (`add_at_least_one_image`). */
  create: endpoint({
    method: 'POST',
    path: '/products',
    body: productBodySchema,
    response: productSchema,
    status: 201,
    permission: 'products.write',
    tags: ['products'],
  }),
  /** The same checks as create; `images` replaces the product's pictures, in that order. */
  update: endpoint({
    method: 'PUT',
    path: '/products/:id',
    params: idParamsSchema,
    body: productBodySchema,
    response: productSchema,
    permission: 'products.write',
    tags: ['products'],
  }),
  /** Deletes the product; one with stock is archived instead (it leaves every list). */
  remove: endpoint({
    method: 'DELETE',
    path: '/products/:id',
    params: idParamsSchema,
    response: productRemovedSchema,
    permission: 'products.write',
    tags: ['products'],
  }),
  /** A picture's large copy or thumbnail, only to its owner; cacheable for good (names are never reused). */
  image: endpoint({
    method: 'GET',
    path: '/products/:id/images/:imageId/:size',
    params: productImageParamsSchema,
    file: 'image/webp',
    permission: 'products.read',
    tags: ['products'],
  }),
};

/** §2 /products/manufacturers. */
export const manufacturersApi = {
  /** All of the seller's, by name. */
  list: endpoint({
    method: 'GET',
    path: '/products/manufacturers',
    response: manufacturerListSchema,
    permission: 'products.read',
    tags: ['products'],
  }),
  /** 400 `manufacturer_name_taken` for a name the account already has (case-insensitive). */
  create: endpoint({
    method: 'POST',
    path: '/products/manufacturers',
    body: manufacturerBodySchema,
    response: manufacturerSchema,
    status: 201,
    permission: 'products.write',
    tags: ['products'],
  }),
  /** A rename shows in product lists too; 400 as create. */
  update: endpoint({
    method: 'PUT',
    path: '/products/manufacturers/:id',
    params: idParamsSchema,
    body: manufacturerBodySchema,
    response: manufacturerSchema,
    permission: 'products.write',
    tags: ['products'],
  }),
  /** Products naming it stay, without a manufacturer. */
  remove: endpoint({
    method: 'DELETE',
    path: '/products/manufacturers/:id',
    params: idParamsSchema,
    response: okSchema,
    permission: 'products.write',
    tags: ['products'],
  }),
};
