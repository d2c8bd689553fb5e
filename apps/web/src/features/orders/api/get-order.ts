import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** One order with its lines, money, track and the marketplace's own payload (another seller's answers 404). */
export const useOrder = (id: number) =>
  useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => call(ordersApi.get, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
