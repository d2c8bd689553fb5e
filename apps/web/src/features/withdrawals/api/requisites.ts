import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  requisitesApi,
  type BankRequisitesBody,
  type CardRequisitesBody,
  type WalletRequisitesBody,
  type WithdrawalMethod,
} from '@cabinet/contracts/withdrawals';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/** The requisites of one method (§2 /requisites/{method}). */
export const requisitesQuery = (method: WithdrawalMethod) =>
  queryOptions({
    queryKey: withdrawalKeys.requisites(method),
    queryFn: ({ signal }) => call(requisitesApi.get, { params: { method }, signal }),
  });

export const useRequisites = (method: WithdrawalMethod) => useQuery(requisitesQuery(method));

export type RequisitesSave =
  | { method: 'card'; body: CardRequisitesBody }
  | { method: 'bank'; body: BankRequisitesBody }
  | { method: 'wallet'; body: WalletRequisitesBody };

/** Each method has its own fields (400 with field messages when they are wrong). */
export function useSaveRequisites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: RequisitesSave) => {
      if (save.method === 'card') return call(requisitesApi.saveCard, { body: save.body });
      if (save.method === 'bank') return call(requisitesApi.saveBank, { body: save.body });
      return call(requisitesApi.saveWallet, { body: save.body });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(withdrawalKeys.requisites(data.method), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.methods() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.wallets() }),
      ]);
    },
  });
}
