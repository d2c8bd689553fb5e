import type { TopUpsQuery } from '@cabinet/contracts/money-in';

export const moneyInKeys = {
  all: ['money-in'] as const,
  methods: () => [...moneyInKeys.all, 'methods'] as const,
  lists: () => [...moneyInKeys.all, 'list'] as const,
  list: (q: Partial<TopUpsQuery>) => [...moneyInKeys.lists(), q] as const,
  details: () => [...moneyInKeys.all, 'detail'] as const,
  detail: (id: number) => [...moneyInKeys.details(), id] as const,
  ops: (q: Partial<TopUpsQuery>) => [...moneyInKeys.all, 'ops', q] as const,
};
