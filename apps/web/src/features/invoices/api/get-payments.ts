import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYMENTS_PAGE_SIZE, type PaymentList, type PaymentType } from '@cabinet/contracts/money-reports';
import { api } from '../../../shared/api/client.ts';
import { reportKeys } from './invoice-keys.ts';

/** POST /payments {page, payment_type, on_page} (§7, §3 Payment filter; §9: 5 per page). */
export const getPayments = (type: PaymentType, page: number, signal?: AbortSignal) =>
  api.post<PaymentList>('/payments', { page, payment_type: type, on_page: PAYMENTS_PAGE_SIZE }, { signal });

export const usePayments = (type: PaymentType, page: number) =>
  useQuery({
    queryKey: reportKeys.payments(type, page),
    queryFn: ({ signal }) => getPayments(type, page, signal),
    placeholderData: keepPreviousData,
  });
