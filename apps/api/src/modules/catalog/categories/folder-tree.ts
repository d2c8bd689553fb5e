import { sql, type SQL } from 'drizzle-orm';
import { warehouseCategories } from './categories.schema.ts';

/**
 * A folder and every folder below it, as a subquery of their ids (`column in ${folderTree(id, accountId)}`): a
 * product list filtered by a folder shows its sub-folders' products too, and so does the warehouse's stock list.
 * With `accountId`, a folder of another account has no tree.
 */
export const folderTree = (folderId: number, accountId?: number): SQL => sql`(with recursive tree(id) as (
    select id from ${warehouseCategories}
    where id = ${folderId}${accountId === undefined ? sql`` : sql` and account_id = ${accountId}`}
    union all
    select c.id from ${warehouseCategories} c join tree on c.parent_id = tree.id
  ) select id from tree)`;
