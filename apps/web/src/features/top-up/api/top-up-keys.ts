import type { TopUpsQuery } from '@cabinet/contracts/top-up';

export const topUpKeys = {
  all: ['top-up'] as const,
  methods: () => [...topUpKeys.all, 'methods'] as const,
  lists: () => [...topUpKeys.all, 'list'] as const,
  list: (q: Partial<TopUpsQuery>) => [...topUpKeys.lists(), q] as const,
  details: () => [...topUpKeys.all, 'detail'] as const,
  detail: (id: number) => [...topUpKeys.details(), id] as const,
  ops: (q: Partial<TopUpsQuery>) => [...topUpKeys.all, 'ops', q] as const,
};
