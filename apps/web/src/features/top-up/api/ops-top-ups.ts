import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  topUpsOpsApi,
  type ConfirmTransferBody,
  type MarketplacePayoutBody,
  type TopUpsQuery,
} from '@cabinet/contracts/top-up';
import { call } from '../../../shared/api/call.ts';
import { topUpKeys } from './top-up-keys.ts';

/** Every seller's top-ups (operators). */
export const useOpsTopUps = (q: Partial<TopUpsQuery>) =>
  useQuery({
    queryKey: topUpKeys.ops(q),
    queryFn: ({ signal }) => call(topUpsOpsApi.list, { query: q, signal }),
  });

/** Idempotent: the bank transfer has arrived, as the statement shows — credit what came, once. */
export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, headers }: { id: number; body: ConfirmTransferBody; headers: Record<string, string> }) =>
      call(topUpsOpsApi.confirm, { params: { id }, body, headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topUpKeys.all }),
  });
}

/** Idempotent per order: money a marketplace paid out for a sale. */
export const useRegisterPayout = () =>
  useMutation({
    mutationFn: ({ body, headers }: { body: MarketplacePayoutBody; headers: Record<string, string> }) =>
      call(topUpsOpsApi.registerPayout, { body, headers }),
  });
