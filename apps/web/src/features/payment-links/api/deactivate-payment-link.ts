import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** DELETE /payment-links/:id: switches the link off for good. */
export const deactivatePaymentLink = (id: number) => api.delete<PaymentLink>(`/payment-links/${id}`);

export function useDeactivatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}
