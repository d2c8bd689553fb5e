import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoicePaid } from '@cabinet/contracts/money-invoices';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { invoiceKeys } from './invoice-keys.ts';

/**
 * PUT /payments/pay_money/invoices/:id/paid (§7) with an Idempotency-Key: a double click or a retry pays once.
 * Changes the invoice, what is due, the balance and every payments list.
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, headers }: { id: number; headers: Record<string, string> }) =>
      api.put<InvoicePaid>(`/payments/pay_money/invoices/${id}/paid`, undefined, { headers }),
    onSuccess: (result) => {
      queryClient.setQueryData(invoiceKeys.detail(result.invoice.id), result.invoice);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        invalidateBalance(queryClient),
      ]);
    },
  });
}

/** DELETE /payments/pay_money/invoices/:id (§7): removes a paid or cancelled invoice from the list. */
export function useRemoveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/payments/pay_money/invoices/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
