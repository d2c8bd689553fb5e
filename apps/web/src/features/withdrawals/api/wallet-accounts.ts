import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletAccountsApi } from '@cabinet/contracts/wallet-accounts';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/** Linked wallet provider accounts (§2 /payoneer-accounts). */
export const walletAccountsQuery = () =>
  queryOptions({
    queryKey: withdrawalKeys.wallets(),
    queryFn: ({ signal }) => call(walletAccountsApi.list, { signal }),
  });
export const useWalletAccounts = () => useQuery(walletAccountsQuery());

export const useWalletAccount = (id: number) =>
  useQuery({
    queryKey: withdrawalKeys.wallet(id),
    queryFn: ({ signal }) => call(walletAccountsApi.get, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

function useWalletMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.wallets() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.methods() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.requisites('wallet') }),
      ]),
  });
}

/** Links an account: the provider e-mails an activation code to the address. */
export const useLinkWalletAccount = () =>
  useWalletMutation((email: string) => call(walletAccountsApi.link, { body: { email } }));

/** Activates an account with the e-mailed code. */
export const useActivateWalletAccount = () =>
  useWalletMutation(({ id, code }: { id: number; code: string }) =>
    call(walletAccountsApi.activate, { params: { id }, body: { code } }),
  );

/** Sends the activation code again. */
export const useResendWalletCode = () =>
  useWalletMutation((id: number) => call(walletAccountsApi.resendCode, { params: { id } }));

/** Unlinks an account (409 wallet_account_in_use while a withdrawal to it waits). */
export const useUnlinkWalletAccount = () =>
  useWalletMutation((id: number) => call(walletAccountsApi.unlink, { params: { id } }));
