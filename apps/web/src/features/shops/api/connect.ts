import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopsApi, type ShopKind } from '@cabinet/contracts/shops';
import { call } from '../../../shared/api/call.ts';
import { shopKeys } from './shops.ts';

/** Starts a connection: the marketplace's consent page for this shop name, valid for a short while. */
export const useStartConnection = () =>
  useMutation({
    mutationFn: ({ kind, shopName }: { kind: ShopKind; shopName: string }) =>
      call(shopsApi.connect, { body: { kind, shop_name: shopName } }),
  });

/** The seller is back from the marketplace: hands over what it sent; the shop list changes either way. */
export function useFinishConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, params }: { kind: ShopKind; params: Record<string, string> }) =>
      call(shopsApi.finish, { params: { type: kind }, body: { params } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.overview() }),
  });
}
