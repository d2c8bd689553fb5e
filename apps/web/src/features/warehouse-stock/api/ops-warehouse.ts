import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@cabinet/contracts/common';
import { opsDisposalApi, type DisposalStatus } from '@cabinet/contracts/disposal';
import {
  opsStockApi,
  type InboundReceiveBody,
  type StockAdjustBody,
  type StockStateBody,
} from '@cabinet/contracts/warehouse-stock';
import { call } from '../../../shared/api/call.ts';

/** Query keys of the warehouse desk. */
export const opsWarehouseKeys = {
  all: ['ops-warehouse'] as const,
  stock: (q: object) => [...opsWarehouseKeys.all, 'stock', q] as const,
  movements: (id: number, page: number) => [...opsWarehouseKeys.all, 'movements', id, page] as const,
  inbound: (number: string) => [...opsWarehouseKeys.all, 'inbound', number] as const,
  disposals: (q: object) => [...opsWarehouseKeys.all, 'disposals', q] as const,
};

export const OPS_ON_PAGE = 20;

export const useOpsStock = (q: { page: number; search?: string; account_id?: number; on_page?: number }) =>
  useQuery({
    queryKey: opsWarehouseKeys.stock(q),
    queryFn: ({ signal }) => call(opsStockApi.list, { query: { on_page: OPS_ON_PAGE, ...q }, signal }),
    placeholderData: keepPreviousData,
  });

export const useMovements = (productId: number | null, q: PageQuery) =>
  useQuery({
    queryKey: opsWarehouseKeys.movements(productId ?? 0, q.page),
    queryFn: ({ signal }) =>
      call(opsStockApi.movements, {
        params: { id: productId ?? 0 },
        query: { page: q.page, on_page: q.on_page },
        signal,
      }),
    enabled: productId !== null,
  });

/** A shipment bound for the US warehouse by its number; only when a number was entered. */
export const useInbound = (number: string) =>
  useQuery({
    queryKey: opsWarehouseKeys.inbound(number),
    queryFn: ({ signal }) => call(opsStockApi.inbound, { query: { number }, signal }),
    enabled: number !== '',
    retry: false,
  });

export const useOpsDisposals = (q: { page: number; status?: DisposalStatus }) =>
  useQuery({
    queryKey: opsWarehouseKeys.disposals(q),
    queryFn: ({ signal }) =>
      call(opsDisposalApi.list, { query: { page: q.page, on_page: OPS_ON_PAGE, status: q.status }, signal }),
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
    call(opsStockApi.receive, { params: { id }, body }),
  );

export const useAdjust = () =>
  useDeskMutation(({ id, body, headers }: { id: number; body: StockAdjustBody; headers: Record<string, string> }) =>
    call(opsStockApi.adjust, { params: { id }, body, headers }),
  );

export const useSetState = () =>
  useDeskMutation(({ id, body }: { id: number; body: StockStateBody }) =>
    call(opsStockApi.state, { params: { id }, body }),
  );

export const useDisposalAction = () =>
  useDeskMutation(
    ({ id, action, reason }: { id: number; action: 'approve' | 'reject' | 'complete'; reason?: string }) =>
      action === 'reject'
        ? call(opsDisposalApi.reject, { params: { id }, body: { reason: reason ?? '' } })
        : call(opsDisposalApi[action], { params: { id } }),
  );
