import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentLinkList, PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

export type LinkFilters = {
  page: number;
  status?: PaymentLinkStatus;
};

export const ON_PAGE = 20;

export const linkQueryString = (q: LinkFilters) =>
  new URLSearchParams({ page: String(q.page), on_page: String(ON_PAGE), ...(q.status ? { status: q.status } : {}) });

/** GET /payment-links: the seller's links, newest first, by status. */
export const getPaymentLinks = (q: LinkFilters, signal?: AbortSignal) =>
  api.get<PaymentLinkList>(`/payment-links?${linkQueryString(q)}`, { signal });

export const usePaymentLinks = (q: LinkFilters) =>
  useQuery({
    queryKey: paymentLinkKeys.list(q),
    queryFn: ({ signal }) => getPaymentLinks(q, signal),
    placeholderData: keepPreviousData,
  });
