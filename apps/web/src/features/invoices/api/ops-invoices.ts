import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { invoicesOpsApi, type IssueInvoiceBody, type OpsInvoicesQuery } from '@cabinet/contracts/invoices';
import { call } from '../../../shared/api/call.ts';
import { invoiceKeys } from './invoice-keys.ts';

export type OpsInvoiceFilters = Partial<OpsInvoicesQuery> & { page: number };

/** Every issued invoice, by status and by seller or number. */
export const useOpsInvoices = (filters: OpsInvoiceFilters) =>
  useQuery({
    queryKey: invoiceKeys.ops(filters),
    queryFn: ({ signal }) => call(invoicesOpsApi.list, { query: { ...filters, on_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Sellers by e-mail, name or account number (the payer picker). */
export const useSellerSearch = (search: string) =>
  useQuery({
    queryKey: invoiceKeys.payers(search),
    queryFn: ({ signal }) => call(moneyOpsApi.accounts, { query: { search, on_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Issues (idempotent) an invoice; the seller is notified. */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: IssueInvoiceBody; headers: Record<string, string> }) =>
      call(invoicesOpsApi.issue, { body, headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** Withdraws an unpaid invoice. */
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(invoicesOpsApi.cancel, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
