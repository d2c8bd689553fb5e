import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceList, InvoiceStatus } from '@cabinet/contracts/money-invoices';
import { api } from '../../../shared/api/client.ts';
import { invoiceKeys } from './invoice-keys.ts';

export const INVOICES_PER_PAGE = 10;

export type InvoiceFilters = {
  page: number;
  status?: InvoiceStatus;
};

/** GET /payments/pay_money/invoices?page&on_page&status (§7): the seller's invoices, newest first. */
export const getInvoices = (filters: InvoiceFilters, onPage = INVOICES_PER_PAGE, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(filters.page), on_page: String(onPage) });
  if (filters.status) query.set('status', filters.status);
  return api.get<InvoiceList>(`/payments/pay_money/invoices?${query}`, { signal });
};

export const useInvoices = (filters: InvoiceFilters, onPage = INVOICES_PER_PAGE) =>
  useQuery({
    queryKey: invoiceKeys.list({ ...filters, on_page: onPage }),
    queryFn: ({ signal }) => getInvoices(filters, onPage, signal),
    placeholderData: keepPreviousData,
  });
