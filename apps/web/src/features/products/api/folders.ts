import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody, CategoryTree } from '@cabinet/contracts/categories';
import { api } from '../../../shared/api/client.ts';
import { productKeys } from './product-keys.ts';

/** GET /warehouse/get_tree: the seller's folders, nested, with product counts. */
export const useFolderTree = () =>
  useQuery({
    queryKey: productKeys.tree(),
    queryFn: ({ signal }) => api.get<CategoryTree>('/warehouse/get_tree', { signal }),
    select: (data) => data.category_tree.folders,
  });

type FolderChange =
  | { action: 'create'; body: CategoryBody }
  | { action: 'update'; id: number; body: CategoryBody }
  | { action: 'delete'; id: number };

/** POST/PUT/DELETE /warehouse/categories: each answers the new tree; products may change folder (a delete). */
export function useChangeFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FolderChange) =>
      change.action === 'create'
        ? api.post<CategoryTree>('/warehouse/categories', change.body)
        : change.action === 'update'
          ? api.put<CategoryTree>(`/warehouse/categories/${change.id}`, change.body)
          : api.delete<CategoryTree>(`/warehouse/categories/${change.id}`),
    onSuccess: (tree, change) => {
      queryClient.setQueryData(productKeys.tree(), tree);
      if (change.action !== 'create') void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
