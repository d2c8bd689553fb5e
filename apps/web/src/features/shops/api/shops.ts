import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopsApi, type EtsyTrackMode, type ShipmentDefaults } from '@cabinet/contracts/shops';
import { call } from '../../../shared/api/call.ts';

/** Query keys of the seller's shops: the overview (shops, kinds, the old market) and the connection requests. */
export const shopKeys = {
  all: ['shops'] as const,
  overview: () => [...shopKeys.all, 'overview'] as const,
  requests: () => [...shopKeys.all, 'requests'] as const,
  /** The address book's senders, which shipping defaults pick from. */
  senders: () => [...shopKeys.all, 'senders'] as const,
};

export const shopsOverviewQuery = () => ({
  queryKey: shopKeys.overview(),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(shopsApi.list, { signal }),
});

/** The seller's shops of every kind, the kinds offered now, and the old market's address. */
export const useShopsOverview = () => useQuery(shopsOverviewQuery());

/** A change to one shop shows in the overview: each write refreshes it. */
function useShopMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.overview() }),
  });
}

export const useSyncShop = () => useShopMutation((id: number) => call(shopsApi.sync, { params: { id } }));

export const useUnlinkShop = () => useShopMutation((id: number) => call(shopsApi.remove, { params: { id } }));

export const useSetTrackMode = () =>
  useShopMutation(({ id, mode }: { id: number; mode: EtsyTrackMode }) =>
    call(shopsApi.update, { params: { id }, body: { track_mode: mode } }),
  );

/** What bulk shipping uses for this shop's orders; null clears them (its orders then fail with a reason). */
export const useSaveShipmentDefaults = () =>
  useShopMutation(({ id, defaults }: { id: number; defaults: ShipmentDefaults | null }) =>
    call(shopsApi.update, { params: { id }, body: { shipment_defaults: defaults } }),
  );
