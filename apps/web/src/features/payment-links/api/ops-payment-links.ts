import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentLinksOpsApi, type PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { call } from '../../../shared/api/call.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

export type ReviewAction = Exclude<keyof typeof paymentLinksOpsApi, 'list'>;

/** Every seller's links, by status (in review first for the desk). */
export const useOpsPaymentLinks = (q: { page: number; status?: PaymentLinkStatus }) =>
  useQuery({
    queryKey: paymentLinkKeys.ops(q),
    queryFn: ({ signal }) => call(paymentLinksOpsApi.list, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/** Accept, decline, block or unblock a link; decline and block need a reason. */
export function useReviewPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason = '' }: { id: number; action: ReviewAction; reason?: string }) =>
      action === 'decline' || action === 'block'
        ? call(paymentLinksOpsApi[action], { params: { id }, body: { reason } })
        : call(paymentLinksOpsApi[action], { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.opsAll }),
  });
}
