import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoicesApi } from '@cabinet/contracts/invoices';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { invoiceKeys } from './invoice-keys.ts';

/**
 * Pays an invoice from the balance (§7) with an Idempotency-Key: a double click or a retry pays once.
 * Changes the invoice, what is due, the balance and every payments list.
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, headers }: { id: number; headers: Record<string, string> }) =>
      call(invoicesApi.pay, { params: { id }, headers }),
    onSuccess: (result) => {
      queryClient.setQueryData(invoiceKeys.detail(result.invoice.id), result.invoice);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        invalidateBalance(queryClient),
      ]);
    },
  });
}

/** Removes a paid or cancelled invoice from the list. */
export function useRemoveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(invoicesApi.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
