import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

export type SalesPeriod = 30 | 365;

/** "My sales" over the last 30 or 365 days against the period before, for every shop or one. */
export const useSalesStats = (days: SalesPeriod, shopId: number | null) =>
  useQuery({
    queryKey: orderKeys.stats({ days, shopId }),
    queryFn: ({ signal }) => call(salesApi.stats, { query: { days, shop_id: shopId ?? undefined }, signal }),
    // A switch of period or shop keeps the figures in view until the new ones arrive.
    placeholderData: keepPreviousData,
  });
