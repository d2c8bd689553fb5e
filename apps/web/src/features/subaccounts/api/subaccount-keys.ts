export const subaccountKeys = {
  all: ['subaccounts'] as const,
  lists: () => [...subaccountKeys.all, 'list'] as const,
  details: () => [...subaccountKeys.all, 'detail'] as const,
  detail: (id: number) => [...subaccountKeys.details(), id] as const,
};
