import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@cabinet/contracts/endpoint';
import { ordersApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';
import { orderSaved } from './order-saved.ts';

export type OrderUpdate = BodyIn<typeof ordersApi.update>;

/** The seller's note, CRM status and tags. A CRM change may start the free trial, so its state is read again. */
export function useUpdateOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdate) => call(ordersApi.update, { params: { id }, body }),
    onSuccess: (order) => orderSaved(queryClient, order),
    // Also after a 402 crm_trial_ended: the trial ended meanwhile, and the controls must learn it.
    onSettled: (_order, _error, body) =>
      body.crm_status !== undefined || body.tags !== undefined
        ? queryClient.invalidateQueries({ queryKey: orderKeys.crm() })
        : undefined,
  });
}
