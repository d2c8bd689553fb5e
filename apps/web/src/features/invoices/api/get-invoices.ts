import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesApi, type InvoiceStatus } from '@cabinet/contracts/invoices';
import { call } from '../../../shared/api/call.ts';
import { invoiceKeys } from './invoice-keys.ts';

export const INVOICES_PER_PAGE = 10;

export type InvoiceFilters = {
  page: number;
  status?: InvoiceStatus;
};

/** The seller's invoices, newest first. */
export const getInvoices = (filters: InvoiceFilters, onPage = INVOICES_PER_PAGE, signal?: AbortSignal) =>
  call(invoicesApi.list, { query: { page: filters.page, on_page: onPage, status: filters.status }, signal });

export const useInvoices = (filters: InvoiceFilters, onPage = INVOICES_PER_PAGE) =>
  useQuery({
    queryKey: invoiceKeys.list({ ...filters, on_page: onPage }),
    queryFn: ({ signal }) => getInvoices(filters, onPage, signal),
    placeholderData: keepPreviousData,
  });
