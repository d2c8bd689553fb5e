/** Query keys of warehouse storage: the calculator's two tabs, the charges list and one charge. */
export const storageKeys = {
  all: ['warehouse-storage'] as const,
  calculation: (tab: 'sample' | 'my') => [...storageKeys.all, 'calculation', tab] as const,
  charges: (page: number) => [...storageKeys.all, 'charges', page] as const,
  charge: (id: number) => [...storageKeys.all, 'charge', id] as const,
};
