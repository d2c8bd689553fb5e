import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentLink, PaymentLinkCreateBody } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** POST /payment-links (idempotent): a new link, waiting for review. */
export const createPaymentLink = (body: PaymentLinkCreateBody, headers: Record<string, string>) =>
  api.post<PaymentLink>('/payment-links', body, { headers });

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: PaymentLinkCreateBody; headers: Record<string, string> }) =>
      createPaymentLink(body, headers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
  });
}
