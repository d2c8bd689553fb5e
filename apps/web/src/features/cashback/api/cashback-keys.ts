export const cashbackKeys = {
  all: ['cashback'] as const,
  page: (page: number) => [...cashbackKeys.all, 'page', page] as const,
  rules: () => [...cashbackKeys.all, 'rules'] as const,
};

export const feeCardKeys = {
  all: ['fee-cards'] as const,
  lists: () => [...feeCardKeys.all, 'list'] as const,
  list: (page: number) => [...feeCardKeys.lists(), page] as const,
  details: () => [...feeCardKeys.all, 'detail'] as const,
  detail: (id: number, page: number) => [...feeCardKeys.details(), id, page] as const,
};
