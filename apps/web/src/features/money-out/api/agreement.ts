import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalAgreement } from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/** GET /withdrawals/agreement: the offer in the interface language, and whether the account accepted it. */
export const useWithdrawalAgreement = (language: string) =>
  useQuery({
    queryKey: moneyOutKeys.agreement(language),
    queryFn: ({ signal }) => api.get<WithdrawalAgreement>('/withdrawals/agreement', { signal }),
  });

/** POST /withdrawals/agreement/accept: once per account; accepting again changes nothing. */
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WithdrawalAgreement>('/withdrawals/agreement/accept'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...moneyOutKeys.all, 'agreement'] }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.methods() }),
      ]),
  });
}
