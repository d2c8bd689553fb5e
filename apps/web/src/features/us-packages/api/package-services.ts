import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opsPackageServicesApi,
  packageServicesApi,
  type PackageServiceKind,
} from '@cabinet/contracts/us-package-services';
import { call } from '../../../shared/api/call.ts';
import { PACKAGES_ON_PAGE, packageKeys } from './package-keys.ts';

export const usePackageServices = (packageId: number | null) =>
  useQuery({
    queryKey: packageKeys.services(packageId ?? 0),
    queryFn: ({ signal }) => call(packageServicesApi.list, { params: { id: packageId! }, signal }),
    enabled: packageId !== null,
  });

/** Asking or cancelling moves money: the package's services and the balance are read again. */
function useServiceMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useAskService = () =>
  useServiceMutation(({ id, kind }: { id: number; kind: PackageServiceKind }) =>
    call(packageServicesApi.request, { params: { id }, body: { kind } }),
  );

export const useCancelService = () =>
  useServiceMutation(({ id, serviceId }: { id: number; serviceId: number }) =>
    call(packageServicesApi.cancel, { params: { id, serviceId } }),
  );

export const useOpsServices = (page: number) =>
  useQuery({
    queryKey: packageKeys.opsServices(page),
    queryFn: ({ signal }) => call(opsPackageServicesApi.list, { query: { page, on_page: PACKAGES_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useServiceDone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(opsPackageServicesApi.done, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.ops }),
  });
};
