import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transfersApi, type CreateTransferBody } from '@cabinet/contracts/transfers';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

export const TRANSFERS_PAGE_SIZE = 10;

/** The seller behind an e-mail or account number, by a masked name (404, 422 self). */
export const findRecipient = (query: string, signal?: AbortSignal) =>
  call(transfersApi.recipient, { query: { query }, signal });

/** Sent and received, newest first. */
export const useTransfers = (page: number) =>
  useQuery({
    queryKey: withdrawalKeys.transferList(page),
    queryFn: ({ signal }) => call(transfersApi.list, { query: { page, on_page: TRANSFERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** With an Idempotency-Key (422 insufficient_funds, 403 transfers_blocked). */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateTransferBody; headers: Record<string, string> }) =>
      call(transfersApi.create, { body, headers }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.transfers() }),
        invalidateBalance(queryClient),
      ]),
  });
}
