/** Query keys of the address book and of the place lists its form uses. */
export const addressKeys = {
  all: ['addresses'] as const,
  lists: () => [...addressKeys.all, 'list'] as const,
  list: (q: object) => [...addressKeys.lists(), q] as const,
  detail: (id: number) => [...addressKeys.all, 'detail', id] as const,
  countries: (list: 'all' | 'shipping', lang: string) => ['reference', 'countries', list, lang] as const,
  states: (country: string, lang: string) => ['reference', 'states', country, lang] as const,
};
