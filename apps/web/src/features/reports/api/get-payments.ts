import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYMENTS_PAGE_SIZE, reportsApi, type PaymentType } from '@cabinet/contracts/reports';
import { call } from '../../../shared/api/call.ts';
import { reportKeys } from './report-keys.ts';

/** Incoming or sent payments, a page at a time (§3 Payment filter; §9: 5 per page). */
export const getPayments = (type: PaymentType, page: number, signal?: AbortSignal) =>
  call(reportsApi.payments, { body: { page, payment_type: type, on_page: PAYMENTS_PAGE_SIZE }, signal });

export const usePayments = (type: PaymentType, page: number) =>
  useQuery({
    queryKey: reportKeys.payments(type, page),
    queryFn: ({ signal }) => getPayments(type, page, signal),
    placeholderData: keepPreviousData,
  });
