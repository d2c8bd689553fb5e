/** Query keys of product imports: the list by page, one import's journal by page. */
export const importKeys = {
  all: ['product-imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (page: number) => [...importKeys.lists(), page] as const,
  journal: (id: number, page: number) => [...importKeys.all, 'journal', id, page] as const,
};
