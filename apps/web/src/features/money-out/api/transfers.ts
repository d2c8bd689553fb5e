import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTransferBody, Transfer, TransferList, TransferRecipient } from '@cabinet/contracts/money-out';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

export const TRANSFERS_PAGE_SIZE = 10;

/** GET /transfers/recipient: the seller behind an e-mail or account number, by a masked name (404, 422 self). */
export const findRecipient = (query: string, signal?: AbortSignal) =>
  api.get<TransferRecipient>(`/transfers/recipient?${new URLSearchParams({ query })}`, { signal });

/** GET /transfers: sent and received, newest first. */
export const useTransfers = (page: number) =>
  useQuery({
    queryKey: moneyOutKeys.transferList(page),
    queryFn: ({ signal }) =>
      api.get<TransferList>(`/transfers?page=${page}&on_page=${TRANSFERS_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /transfers with an Idempotency-Key (422 insufficient_funds, 403 transfers_blocked). */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateTransferBody; headers: Record<string, string> }) =>
      api.post<Transfer>('/transfers', body, { headers }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.transfers() }),
        invalidateBalance(queryClient),
      ]),
  });
}
