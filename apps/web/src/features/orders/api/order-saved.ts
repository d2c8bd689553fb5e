import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@cabinet/contracts/orders';
import { orderKeys } from './order-keys.ts';

/** Every write answers the order as it is now: the page shows it at once, and the lists are read again. */
export function orderSaved(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}
