import { useQuery } from '@tanstack/react-query';
import { salesApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** Where the seller's free CRM trial stands (not started, running until a date, ended, or subscribed). */
export const useCrmState = () =>
  useQuery({
    queryKey: orderKeys.crm(),
    queryFn: ({ signal }) => call(salesApi.crm, { signal }),
  });
