import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsPaymentLink, OpsPaymentLinkList, PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

export type ReviewAction = 'accept' | 'decline' | 'block' | 'unblock';

/** GET /ops/money/payment-links: every seller's links, by status (in review first for the desk). */
export const useOpsPaymentLinks = (q: { page: number; status?: PaymentLinkStatus }) =>
  useQuery({
    queryKey: paymentLinkKeys.ops(q),
    queryFn: ({ signal }) =>
      api.get<OpsPaymentLinkList>(
        `/ops/money/payment-links?${new URLSearchParams({ page: String(q.page), ...(q.status ? { status: q.status } : {}) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** POST /ops/money/payment-links/:id/{accept|decline|block|unblock}; decline and block need a reason. */
export function useReviewPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ReviewAction; reason?: string }) =>
      api.post<OpsPaymentLink>(
        `/ops/money/payment-links/${id}/${action}`,
        reason === undefined ? undefined : { reason },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.opsAll }),
  });
}
