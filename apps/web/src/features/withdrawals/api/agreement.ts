import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/** The offer in the interface language, and whether the account accepted it. */
export const useWithdrawalAgreement = (language: string) =>
  useQuery({
    queryKey: withdrawalKeys.agreement(language),
    queryFn: ({ signal }) => call(withdrawalsApi.agreement, { signal }),
  });

/** Accepts the offer, once per account; accepting again changes nothing. */
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(withdrawalsApi.acceptAgreement),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.agreements() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.methods() }),
      ]),
  });
}
