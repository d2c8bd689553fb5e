import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashbackRules, CashbackRulesBody } from '@cabinet/contracts/cashback';
import { api } from '../../../shared/api/client.ts';
import { cashbackKeys } from './cashback-keys.ts';

/** GET /ops/money/cashback-rules (operators): the rate of every kind of charge. */
export const cashbackRulesQuery = () =>
  queryOptions({
    queryKey: cashbackKeys.rules(),
    queryFn: ({ signal }) => api.get<CashbackRules>('/ops/money/cashback-rules', { signal }),
  });

export const useCashbackRules = () => useQuery(cashbackRulesQuery());

/** PUT /ops/money/cashback-rules: new rates apply to charges made from now on. */
export function useSaveCashbackRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashbackRulesBody) => api.put<CashbackRules>('/ops/money/cashback-rules', body),
    onSuccess: (rules) => queryClient.setQueryData(cashbackKeys.rules(), rules),
  });
}
