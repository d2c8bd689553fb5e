import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@cabinet/contracts/endpoint';
import { ordersApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';
import { orderSaved } from './order-saved.ts';

/**
 * §7: pushes the track numbers to the marketplace, the carrier mapped to its codes. A failure after some parcels got
 * there leaves them on the order (the rest retried or refused): the order is read again either way.
 */
export function useSetTrack(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof ordersApi.setTrack>) => call(ordersApi.setTrack, { params: { id }, body }),
    onSuccess: (order) => orderSaved(queryClient, order),
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  });
}
