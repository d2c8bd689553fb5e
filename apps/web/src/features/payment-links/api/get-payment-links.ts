import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentLinksApi, type PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { call } from '../../../shared/api/call.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

export type LinkFilters = {
  page: number;
  status?: PaymentLinkStatus;
};

export const ON_PAGE = 20;

/** The seller's links, newest first, by status. */
export const getPaymentLinks = (q: LinkFilters, signal?: AbortSignal) =>
  call(paymentLinksApi.list, { query: { page: q.page, on_page: ON_PAGE, status: q.status }, signal });

export const usePaymentLinks = (q: LinkFilters) =>
  useQuery({
    queryKey: paymentLinkKeys.list(q),
    queryFn: ({ signal }) => getPaymentLinks(q, signal),
    placeholderData: keepPreviousData,
  });
