import { useQuery } from '@tanstack/react-query';
import { invoicesApi } from '@cabinet/contracts/invoices';
import { call, download } from '../../../shared/api/call.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** One invoice (§7). */
export const useInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => call(invoicesApi.get, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** How much is owed and how much the balance holds. */
export const useInvoiceDue = () =>
  useQuery({
    queryKey: invoiceKeys.due(),
    queryFn: ({ signal }) => call(invoicesApi.due, { signal }),
  });

/** The invoice as an A4 PDF, worded in the interface language. */
export const downloadInvoicePdf = (id: number) => download(invoicesApi.pdf, { params: { id } });
