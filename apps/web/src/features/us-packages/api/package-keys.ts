/** Query keys of packages at the US warehouse: the seller's lists, the desk's lists, photos. */
export const packageKeys = {
  all: ['us-packages'] as const,
  list: (page: number) => [...packageKeys.all, 'list', page] as const,
  pool: (page: number) => [...packageKeys.all, 'pool', page] as const,
  label: (id: number) => [...packageKeys.all, 'label', id] as const,
  services: (id: number) => [...packageKeys.all, 'services', id] as const,
  ops: ['ops', 'us-packages'] as const,
  opsList: (page: number) => [...packageKeys.ops, 'list', page] as const,
  claims: (q: object) => [...packageKeys.ops, 'claims', q] as const,
  opsServices: (page: number) => [...packageKeys.ops, 'services', page] as const,
  photo: (side: 'seller' | 'ops', id: number, filename: string) => ['us-package-photo', side, id, filename] as const,
};

export const PACKAGES_ON_PAGE = 10;
