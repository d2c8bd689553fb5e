import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesApi, type CategoryBody } from '@cabinet/contracts/categories';
import { call } from '../../../shared/api/call.ts';
import { productKeys } from './product-keys.ts';

/** The seller's folders, nested, with product counts. */
export const useFolderTree = () =>
  useQuery({
    queryKey: productKeys.tree(),
    queryFn: ({ signal }) => call(categoriesApi.tree, { signal }),
    select: (data) => data.category_tree.folders,
  });

type FolderChange =
  | { action: 'create'; body: CategoryBody }
  | { action: 'update'; id: number; body: CategoryBody }
  | { action: 'delete'; id: number };

/** Create, rename/move or delete a folder: each answers the new tree; products may change folder (a delete). */
export function useChangeFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FolderChange) =>
      change.action === 'create'
        ? call(categoriesApi.create, { body: change.body })
        : change.action === 'update'
          ? call(categoriesApi.update, { params: { id: change.id }, body: change.body })
          : call(categoriesApi.remove, { params: { id: change.id } }),
    onSuccess: (tree, change) => {
      queryClient.setQueryData(productKeys.tree(), tree);
      if (change.action !== 'create') void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
