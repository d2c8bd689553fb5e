/**
 * Query keys of product imports: the list by page, one import's journal by page — both by language, since the server
 * words failures and row errors in the caller's language.
 */
export const importKeys = {
  all: ['product-imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (page: number, lang: string) => [...importKeys.lists(), page, lang] as const,
  journal: (id: number, page: number, lang: string, version: string) =>
    [...importKeys.all, 'journal', id, page, lang, version] as const,
};
