import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { orderSaved } from './order-saved.ts';

/** §7: cancels the order at the marketplace, with one of the reasons it takes. */
export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(ordersApi.cancel, { params: { id }, body: { reason } }),
    onSuccess: (order) => orderSaved(queryClient, order),
  });
}
