export const opsAccountKeys = {
  all: ['ops-accounts'] as const,
  list: (search: string, page: number) => [...opsAccountKeys.all, 'list', search, page] as const,
  detail: (id: number) => [...opsAccountKeys.all, 'detail', id] as const,
  log: (id: number, page: number) => [...opsAccountKeys.all, 'log', id, page] as const,
};
