import type { CategoryFolder, CategoryTree, categoryBodySchema } from '@cabinet/contracts/categories';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { invalid, notFound } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { CategoryRepository } from './categories.repository.ts';
import type { WarehouseCategoryRow } from './categories.schema.ts';

type Body = z.output<typeof categoryBodySchema>;

/** The ids of a folder and everything below it. */
export function subtree(rows: Pick<WarehouseCategoryRow, 'id' | 'parent_id'>[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) {
    for (const row of rows) if (row.parent_id === ids[i]) ids.push(row.id);
  }
  return ids;
}

/** Nests the flat rows; each folder counts its own products and those of its sub-folders. */
export function buildTree(rows: WarehouseCategoryRow[], own: Map<number, number>): CategoryFolder[] {
  const folders = new Map<number, CategoryFolder>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, parent_id: r.parent_id, product_count: 0, children: [] }]),
  );
  const top: CategoryFolder[] = [];
  for (const row of rows) {
    const folder = folders.get(row.id)!;
    const parent = row.parent_id === null ? undefined : folders.get(row.parent_id);
    (parent ? parent.children : top).push(folder);
  }
  const total = (folder: CategoryFolder): number =>
    (folder.product_count = (own.get(folder.id) ?? 0) + folder.children.reduce((sum, c) => sum + total(c), 0));
  top.forEach(total);
  return top;
}

/**
 * §3 Catalogue category (docs/products.md): folders nested by parent; sibling names unique (case-insensitive); a
 * folder never moves under itself or a descendant; deleting one deletes its sub-folders and uncategorises products.
 */
export class CategoryService {
  constructor(private readonly deps: { db: Db; repo: CategoryRepository; now: () => Date }) {}

  async tree(accountId: number): Promise<CategoryTree> {
    const [rows, own] = await Promise.all([this.deps.repo.all(accountId), this.deps.repo.productCounts(accountId)]);
    return { category_tree: { folders: buildTree(rows, own) } };
  }

  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'warehouse_categories_sibling_name_key')) {
        throw invalid({ name: ['name_taken'] }, 'category_name_taken');
      }
      throw err;
    }
  }

  async create(accountId: number, body: Body): Promise<CategoryTree> {
    await this.named(() =>
      this.deps.db.transaction(async (tx) => {
        const rows = await this.deps.repo.lockTree(tx, accountId);
        if (body.parent_id !== null && !rows.some((r) => r.id === body.parent_id)) {
          throw invalid({ parent_id: ['unknown_category'] });
        }
        await this.deps.repo.insert(tx, {
          account_id: accountId,
          parent_id: body.parent_id,
          name: body.name,
          created_at: this.deps.now(),
        });
      }),
    );
    return this.tree(accountId);
  }

  async update(accountId: number, id: number, body: Body): Promise<CategoryTree> {
    await this.named(() =>
      this.deps.db.transaction(async (tx) => {
        const rows = await this.deps.repo.lockTree(tx, accountId);
        if (!rows.some((r) => r.id === id)) throw notFound();
        if (body.parent_id !== null) {
          if (!rows.some((r) => r.id === body.parent_id)) throw invalid({ parent_id: ['unknown_category'] });
          if (subtree(rows, id).includes(body.parent_id))
            throw invalid({ parent_id: ['category_cycle'] }, 'category_cycle');
        }
        await this.deps.repo.update(tx, id, { name: body.name, parent_id: body.parent_id });
      }),
    );
    return this.tree(accountId);
  }

  async remove(accountId: number, id: number): Promise<CategoryTree> {
    await this.deps.db.transaction(async (tx) => {
      const rows = await this.deps.repo.lockTree(tx, accountId);
      if (!rows.some((r) => r.id === id)) throw notFound();
      await this.deps.repo.remove(tx, subtree(rows, id));
    });
    return this.tree(accountId);
  }
}
