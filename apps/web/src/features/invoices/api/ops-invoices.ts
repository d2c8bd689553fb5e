import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsAccountList } from '@cabinet/contracts/money';
import type { IssueInvoiceBody, OpsInvoice, OpsInvoiceList, OpsInvoicesQuery } from '@cabinet/contracts/money-invoices';
import { api } from '../../../shared/api/client.ts';
import { normaliseQuery, objectToSearchParams } from '../../../shared/lib/query-normalisation.ts';
import { invoiceKeys } from './invoice-keys.ts';

export type OpsInvoiceFilters = Partial<OpsInvoicesQuery> & { page: number };

/** GET /ops/money/invoices: every issued invoice, by status and by seller or number. */
export const useOpsInvoices = (filters: OpsInvoiceFilters) =>
  useQuery({
    queryKey: invoiceKeys.ops(filters),
    queryFn: ({ signal }) =>
      api.get<OpsInvoiceList>(
        `/ops/money/invoices?${objectToSearchParams(normaliseQuery({ ...filters, on_page: 10 }))}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /ops/money/accounts?search: sellers by e-mail, name or account number (the payer picker). */
export const useSellerSearch = (search: string) =>
  useQuery({
    queryKey: ['ops-accounts', 'search', search],
    queryFn: ({ signal }) =>
      api.get<OpsAccountList>(`/ops/money/accounts?${new URLSearchParams({ search, on_page: '10' })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /ops/money/invoices (idempotent): issues an invoice; the seller is notified. */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: IssueInvoiceBody; headers: Record<string, string> }) =>
      api.post<OpsInvoice>('/ops/money/invoices', body, { headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** POST /ops/money/invoices/:id/cancel: withdraws an unpaid invoice. */
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<OpsInvoice>(`/ops/money/invoices/${id}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
