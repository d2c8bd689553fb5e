import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersApi, type crmStatuses, type orderPaymentStatuses, type orderStatuses } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import { call } from '../../../shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

export const ORDERS_ON_PAGE = 20;

type OneOrMore<T> = T | T[];

/**
 * The list's filters as the URL keeps them (§5 normalised): a multi-select of one value comes back from the URL as a
 * single string, of several as a list; the API takes either.
 */
export type OrderFilters = {
  page: number;
  shop_id?: number;
  status?: OneOrMore<(typeof orderStatuses)[number]>;
  payment_status?: OneOrMore<(typeof orderPaymentStatuses)[number]>;
  crm_status?: OneOrMore<(typeof crmStatuses)[number]>;
  from?: string;
  to?: string;
  q?: string;
  unshipped?: boolean;
};

/** One kind's orders (every kind's when `kind` is undefined), filtered and paged on the server. */
export const useOrders = (kind: ShopKind | undefined, filters: OrderFilters) =>
  useQuery({
    queryKey: orderKeys.list({ kind, ...filters }),
    queryFn: ({ signal }) =>
      call(ordersApi.list, {
        query: {
          page: filters.page,
          on_page: ORDERS_ON_PAGE,
          kind,
          shop_id: filters.shop_id,
          status: filters.status,
          payment_status: filters.payment_status,
          crm_status: filters.crm_status,
          from: filters.from,
          to: filters.to,
          q: filters.q,
          unshipped: filters.unshipped ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
