import { useQuery } from '@tanstack/react-query';
import type { Invoice, InvoiceDue } from '@cabinet/contracts/money-invoices';
import { api, apiDownload } from '../../../shared/api/client.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET /payments/pay_money/invoices/:id (§7). */
export const useInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<Invoice>(`/payments/pay_money/invoices/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** GET /payments/pay_money/invoices/due: how much is owed and how much the balance holds. */
export const useInvoiceDue = () =>
  useQuery({
    queryKey: invoiceKeys.due(),
    queryFn: ({ signal }) => api.get<InvoiceDue>('/payments/pay_money/invoices/due', { signal }),
  });

/** The invoice as an A4 PDF, worded in the interface language. */
export const downloadInvoicePdf = (id: number) => apiDownload(`/payments/pay_money/invoices/${id}/pdf`);
