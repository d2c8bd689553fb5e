import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentLinksApi, type PaymentLinkCreateBody } from '@cabinet/contracts/payment-links';
import { call } from '../../../shared/api/call.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** A new link (idempotent),, waiting for review. */
export const createPaymentLink = (body: PaymentLinkCreateBody, headers: Record<string, string>) =>
  call(paymentLinksApi.create, { body, headers });

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: PaymentLinkCreateBody; headers: Record<string, string> }) =>
      createPaymentLink(body, headers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
  });
}
