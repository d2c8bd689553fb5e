import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashbackApi, type CashbackRulesBody } from '@cabinet/contracts/cashback';
import { call } from '../../../shared/api/call.ts';
import { cashbackKeys } from './cashback-keys.ts';

/** The rate of every kind of charge. */
export const cashbackRulesQuery = () =>
  queryOptions({
    queryKey: cashbackKeys.rules(),
    queryFn: ({ signal }) => call(cashbackApi.rules, { signal }),
  });

export const useCashbackRules = () => useQuery(cashbackRulesQuery());

/** New rates apply to charges made from now on. */
export function useSaveCashbackRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashbackRulesBody) => call(cashbackApi.saveRules, { body }),
    onSuccess: (rules) => queryClient.setQueryData(cashbackKeys.rules(), rules),
  });
}
