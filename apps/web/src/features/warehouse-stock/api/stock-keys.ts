/** Query keys of the seller's stock and disposal requests. */
export const stockKeys = {
  all: ['warehouse-stock'] as const,
  lists: () => [...stockKeys.all, 'list'] as const,
  list: (q: object) => [...stockKeys.lists(), q] as const,
  disposals: () => [...stockKeys.all, 'disposals'] as const,
  disposalList: (page: number) => [...stockKeys.disposals(), page] as const,
  disposalStatuses: (lang: string) => [...stockKeys.all, 'disposal-statuses', lang] as const,
};
