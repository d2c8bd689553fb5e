import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idSchema } from './common.ts';

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
