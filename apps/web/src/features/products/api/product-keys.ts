/** Query keys of the catalogue: product lists by filter, one product, manufacturers, the folder tree, image files. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (q: object) => [...productKeys.lists(), q] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  manufacturers: () => ['products', 'manufacturers'] as const,
  tree: () => ['products', 'folders'] as const,
  countries: (lang: string) => ['products', 'countries', lang] as const,
  /** A picture's bytes by its (immutable) URL. */
  image: (path: string) => ['products', 'image', path] as const,
};
