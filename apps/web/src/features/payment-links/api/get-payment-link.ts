import { useQuery } from '@tanstack/react-query';
import type { PaymentLinkDetail } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** GET /payment-links/:id: one link with its payments. */
export const getPaymentLink = (id: number, signal?: AbortSignal) =>
  api.get<PaymentLinkDetail>(`/payment-links/${id}`, { signal });

export const usePaymentLink = (id: number | null) =>
  useQuery({
    queryKey: paymentLinkKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getPaymentLink(id!, signal),
    enabled: id !== null,
  });
