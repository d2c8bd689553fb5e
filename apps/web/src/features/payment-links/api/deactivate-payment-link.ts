import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentLinksApi } from '@cabinet/contracts/payment-links';
import { call } from '../../../shared/api/call.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** Switches the link off for good. */
export const deactivatePaymentLink = (id: number) => call(paymentLinksApi.deactivate, { params: { id } });

export function useDeactivatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}
