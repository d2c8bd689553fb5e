import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, idSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** §3 Catalogue category: a folder of products; `parent_id` null is the top level. */
export const categoryBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.name),
  parent_id: idSchema.nullable().default(null),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export interface CategoryFolder {
  id: number;
  name: string;
  parent_id: number | null;
  /** Products (not archived) in this folder and all its sub-folders: what the list shows when it is picked. */
  product_count: number;
  children: CategoryFolder[];
}
export const categoryFolderSchema: z.ZodType<CategoryFolder> = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  product_count: z.number().int(),
  get children() {
    return z.array(categoryFolderSchema);
  },
});

/** §7 `GET /warehouse/get_tree` → `category_tree.folders`, top-level folders first, each with its sub-folders. */
export const categoryTreeSchema = z.object({ category_tree: z.object({ folders: z.array(categoryFolderSchema) }) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/**
 * §7 `GET /warehouse/get_tree`, `POST`/`PUT`/`DELETE /warehouse/categories`; every write answers the new tree. The
 * folders organise the seller's products (§2 /products), so they follow the products permissions.
 */
export const categoriesApi = {
  /** The seller's folders, nested, with product counts. */
  tree: endpoint({
    method: 'GET',
    path: '/warehouse/get_tree',
    response: categoryTreeSchema,
    permission: 'products.read',
    tags: ['warehouse'],
  }),
  /** A new folder, at the top or under `parent_id`. */
  create: endpoint({
    method: 'POST',
    path: '/warehouse/categories',
    body: categoryBodySchema,
    response: categoryTreeSchema,
    status: 201,
    permission: 'products.write',
    tags: ['warehouse'],
  }),
  /** Rename and/or move (parent_id). */
  update: endpoint({
    method: 'PUT',
    path: '/warehouse/categories/:id',
    params: idParamsSchema,
    body: categoryBodySchema,
    response: categoryTreeSchema,
    permission: 'products.write',
    tags: ['warehouse'],
  }),
  /** Deletes the folder and its sub-folders; their products become uncategorised. */
  remove: endpoint({
    method: 'DELETE',
    path: '/warehouse/categories/:id',
    params: idParamsSchema,
    response: categoryTreeSchema,
    permission: 'products.write',
    tags: ['warehouse'],
  }),
};
