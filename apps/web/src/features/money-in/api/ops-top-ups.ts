import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarketplacePayout,
  MarketplacePayoutBody,
  OpsTopUp,
  OpsTopUpList,
  TopUpsQuery,
} from '@cabinet/contracts/money-in';
import { api } from '../../../shared/api/client.ts';
import { listQuery } from './list-query.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** GET /ops/money/top-ups: every seller's top-ups (operators). */
export const useOpsTopUps = (q: Partial<TopUpsQuery>) =>
  useQuery({
    queryKey: moneyInKeys.ops(q),
    queryFn: ({ signal }) => api.get<OpsTopUpList>(`/ops/money/top-ups?${listQuery(q)}`, { signal }),
  });

/** POST /ops/money/top-ups/:id/confirm (idempotent): the bank transfer has arrived — credit it once. */
export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, headers }: { id: number; headers: Record<string, string> }) =>
      api.post<OpsTopUp>(`/ops/money/top-ups/${id}/confirm`, undefined, { headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyInKeys.all }),
  });
}

/** POST /ops/money/marketplace-payouts (idempotent per order): money a marketplace paid out for a sale. */
export const useRegisterPayout = () =>
  useMutation({
    mutationFn: ({ body, headers }: { body: MarketplacePayoutBody; headers: Record<string, string> }) =>
      api.post<MarketplacePayout>('/ops/money/marketplace-payouts', body, { headers }),
  });
