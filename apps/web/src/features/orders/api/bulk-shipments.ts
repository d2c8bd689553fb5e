import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@cabinet/contracts/endpoint';
import { ordersApi, type BulkShipmentsResult } from '@cabinet/contracts/orders';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

export type BulkShipmentsBody = BodyIn<typeof ordersApi.bulkShipments>;

/**
 * §2 "ship in bulk": each order becomes a shipment with its shop's defaults; those that cannot say why. No
 * Idempotency-Key: the endpoint is not declared idempotent, and a repeated batch is safe — the §5 guard answers
 * the orders already shipped. Each shipment holds its price on the balance, so the balance is read again, and the
 * orders (lists and opened ones) to show their shipments. `onShipped` runs even when the dialog was closed meanwhile.
 */
export function useBulkShipments(onShipped: (result: BulkShipmentsResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkShipmentsBody) => call(ordersApi.bulkShipments, { body }),
    onSuccess: (result) => {
      onShipped(result);
      return Promise.all([
        invalidateBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.details() }),
      ]);
    },
  });
}
