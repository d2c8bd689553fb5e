import { useQuery } from '@tanstack/react-query';
import { stockApi } from '@cabinet/contracts/warehouse-stock';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** The stock rows a double-click on /products/warehouse sent here (§9). */
export const useStockProducts = (ids: number[]) =>
  useQuery({
    queryKey: shipmentKeys.stockProducts(ids),
    queryFn: ({ signal }) => call(stockApi.list, { query: { ids: ids.join(','), on_page: ids.length }, signal }),
    enabled: ids.length > 0,
    select: (data) => data.products,
  });
