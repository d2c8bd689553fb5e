import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** Pays what a re-quote at the warehouse added (payment_state `due`), from the balance. */
export function usePayDifference(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headers: Record<string, string>) => call(shipmentLifecycleApi.pay, { params: { id }, headers }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.all })]),
  });
}
