import { useQuery } from '@tanstack/react-query';
import { paymentLinksApi } from '@cabinet/contracts/payment-links';
import { call } from '../../../shared/api/call.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** One link with its payments. */
export const getPaymentLink = (id: number, signal?: AbortSignal) =>
  call(paymentLinksApi.get, { params: { id }, signal });

export const usePaymentLink = (id: number | null) =>
  useQuery({
    queryKey: paymentLinkKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getPaymentLink(id!, signal),
    enabled: id !== null,
  });
