import { useQuery } from '@tanstack/react-query';
import { shopsApi } from '@cabinet/contracts/shops';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** The seller's connected shops (the shop filter offers those of the list's kind). */
export const useShops = () =>
  useQuery({
    queryKey: orderKeys.shops(),
    queryFn: ({ signal }) => call(shopsApi.list, { signal }),
    select: (data) => data.shops,
  });
