import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@cabinet/contracts/common';
import type { DisposalStatus, OpsDisposalList, OpsDisposalRequest } from '@cabinet/contracts/disposal';
import type {
  InboundReceiveBody,
  InboundShipment,
  OpsStockList,
  OpsStockProduct,
  StockAdjustBody,
  StockMovementList,
  StockStateBody,
} from '@cabinet/contracts/warehouse-stock';
import { api } from '../../../shared/api/client.ts';

/** Query keys of the warehouse desk. */
export const opsWarehouseKeys = {
  all: ['ops-warehouse'] as const,
  stock: (q: object) => [...opsWarehouseKeys.all, 'stock', q] as const,
  movements: (id: number, page: number) => [...opsWarehouseKeys.all, 'movements', id, page] as const,
  inbound: (number: string) => [...opsWarehouseKeys.all, 'inbound', number] as const,
  disposals: (q: object) => [...opsWarehouseKeys.all, 'disposals', q] as const,
};

export const OPS_ON_PAGE = 20;

export const useOpsStock = (q: { page: number; search?: string }) =>
  useQuery({
    queryKey: opsWarehouseKeys.stock(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(q.page), on_page: String(OPS_ON_PAGE) });
      if (q.search) query.set('search', q.search);
      return api.get<OpsStockList>(`/ops/warehouse/stock?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useMovements = (productId: number | null, q: PageQuery) =>
  useQuery({
    queryKey: opsWarehouseKeys.movements(productId ?? 0, q.page),
    queryFn: ({ signal }) =>
      api.get<StockMovementList>(`/ops/warehouse/stock/${productId}/movements?page=${q.page}&on_page=${q.on_page}`, {
        signal,
      }),
    enabled: productId !== null,
  });

/** GET /ops/warehouse/inbound?number=…; only when a number was entered. */
export const useInbound = (number: string) =>
  useQuery({
    queryKey: opsWarehouseKeys.inbound(number),
    queryFn: ({ signal }) =>
      api.get<InboundShipment>(`/ops/warehouse/inbound?${new URLSearchParams({ number })}`, { signal }),
    enabled: number !== '',
    retry: false,
  });

export const useOpsDisposals = (q: { page: number; status?: DisposalStatus }) =>
  useQuery({
    queryKey: opsWarehouseKeys.disposals(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(q.page), on_page: String(OPS_ON_PAGE) });
      if (q.status) query.set('status', q.status);
      return api.get<OpsDisposalList>(`/ops/warehouse/disposals?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** Every desk write changes stock, journals or requests: refresh the desk. */
function useDeskMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsWarehouseKeys.all }),
  });
}

export const useReceive = () =>
  useDeskMutation(({ id, body }: { id: number; body: InboundReceiveBody }) =>
    api.post<InboundShipment>(`/ops/warehouse/inbound/${id}/receive`, body),
  );

export const useAdjust = () =>
  useDeskMutation(({ id, body, headers }: { id: number; body: StockAdjustBody; headers: Record<string, string> }) =>
    api.post<OpsStockProduct>(`/ops/warehouse/stock/${id}/adjust`, body, { headers }),
  );

export const useSetState = () =>
  useDeskMutation(({ id, body }: { id: number; body: StockStateBody }) =>
    api.post<OpsStockProduct>(`/ops/warehouse/stock/${id}/state`, body),
  );

export const useDisposalAction = () =>
  useDeskMutation(
    ({ id, action, reason }: { id: number; action: 'approve' | 'reject' | 'complete'; reason?: string }) =>
      api.post<OpsDisposalRequest>(
        `/ops/warehouse/disposals/${id}/${action}`,
        action === 'reject' ? { reason } : undefined,
      ),
  );
