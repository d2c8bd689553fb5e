import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankRequisitesBody,
  CardRequisitesBody,
  RequisitesResponse,
  WalletRequisitesBody,
  WithdrawalMethod,
} from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/** GET /requisites/:method (§2 /requisites/{method}). */
export const requisitesQuery = (method: WithdrawalMethod) =>
  queryOptions({
    queryKey: moneyOutKeys.requisites(method),
    queryFn: ({ signal }) => api.get<RequisitesResponse>(`/requisites/${method}`, { signal }),
  });

export const useRequisites = (method: WithdrawalMethod) => useQuery(requisitesQuery(method));

export type RequisitesSave =
  | { method: 'card'; body: CardRequisitesBody }
  | { method: 'bank'; body: BankRequisitesBody }
  | { method: 'wallet'; body: WalletRequisitesBody };

/** PUT /requisites/:method: each method has its own fields (400 with field messages when they are wrong). */
export function useSaveRequisites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, body }: RequisitesSave) => api.put<RequisitesResponse>(`/requisites/${method}`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(moneyOutKeys.requisites(data.method), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.methods() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.wallets() }),
      ]);
    },
  });
}
