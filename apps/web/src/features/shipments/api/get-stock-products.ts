import { useQuery } from '@tanstack/react-query';
import type { StockList } from '@cabinet/contracts/warehouse-stock';
import { api } from '../../../shared/api/client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** GET /warehouse/get_all_products?ids=…: the stock rows a double-click on /products/warehouse sent here (§9). */
export const useStockProducts = (ids: number[]) =>
  useQuery({
    queryKey: [...shipmentKeys.all, 'stock-products', ids] as const,
    queryFn: ({ signal }) =>
      api.get<StockList>(`/warehouse/get_all_products?ids=${ids.join(',')}&on_page=${ids.length}`, { signal }),
    enabled: ids.length > 0,
    select: (data) => data.products,
  });
