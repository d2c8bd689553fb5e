import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletAccount, WalletAccountList } from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/** GET /wallet-accounts: linked wallet provider accounts (§2 /payoneer-accounts). */
export const walletAccountsQuery = () =>
  queryOptions({
    queryKey: moneyOutKeys.wallets(),
    queryFn: ({ signal }) => api.get<WalletAccountList>('/wallet-accounts', { signal }),
  });
export const useWalletAccounts = () => useQuery(walletAccountsQuery());

export const useWalletAccount = (id: number) =>
  useQuery({
    queryKey: moneyOutKeys.wallet(id),
    queryFn: ({ signal }) => api.get<WalletAccount>(`/wallet-accounts/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

function useWalletMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.wallets() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.methods() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.requisites('wallet') }),
      ]),
  });
}

/** POST /wallet-accounts: the provider e-mails an activation code to the address. */
export const useLinkWalletAccount = () =>
  useWalletMutation((email: string) => api.post<WalletAccount>('/wallet-accounts', { email }));

/** POST /wallet-accounts/:id/activate with the e-mailed code. */
export const useActivateWalletAccount = () =>
  useWalletMutation(({ id, code }: { id: number; code: string }) =>
    api.post<WalletAccount>(`/wallet-accounts/${id}/activate`, { code }),
  );

/** POST /wallet-accounts/:id/resend-code. */
export const useResendWalletCode = () =>
  useWalletMutation((id: number) => api.post<{ ok: true }>(`/wallet-accounts/${id}/resend-code`));

/** DELETE /wallet-accounts/:id (409 wallet_account_in_use while a withdrawal to it waits). */
export const useUnlinkWalletAccount = () =>
  useWalletMutation((id: number) => api.delete<{ ok: true }>(`/wallet-accounts/${id}`));
