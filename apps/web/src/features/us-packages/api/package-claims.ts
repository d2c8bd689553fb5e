import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opsPackageClaimsApi,
  unidentifiedPackagesApi,
  type PackageClaimBody,
  type PackageClaimStatus,
} from '@cabinet/contracts/us-package-claims';
import { call, download } from '../../../shared/api/call.ts';
import { PACKAGES_ON_PAGE, packageKeys } from './package-keys.ts';

/** The unidentified pool as every seller sees it. */
export const useUnidentifiedPackages = (page: number) =>
  useQuery({
    queryKey: packageKeys.pool(page),
    queryFn: ({ signal }) => call(unidentifiedPackagesApi.list, { query: { page, on_page: PACKAGES_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useClaimPackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PackageClaimBody }) =>
      call(unidentifiedPackagesApi.claim, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
};

/** The desk's claims by status, oldest first. */
export const useOpsPackageClaims = (q: { page: number; status: PackageClaimStatus }) =>
  useQuery({
    queryKey: packageKeys.claims(q),
    queryFn: ({ signal }) =>
      call(opsPackageClaimsApi.list, {
        query: { page: q.page, on_page: PACKAGES_ON_PAGE, status: q.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A decision changes the claims and the packages' owners: the whole desk is refreshed. */
function useDeskMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.ops }),
  });
}

export const useApprovePackageClaim = () =>
  useDeskMutation((id: number) => call(opsPackageClaimsApi.approve, { params: { id } }));

export const useRefusePackageClaim = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    call(opsPackageClaimsApi.refuse, { params: { id }, body: { reason } }),
  );

export const downloadPackageClaimFile = (id: number, filename: string) =>
  download(opsPackageClaimsApi.file, { params: { id, filename } });

export const downloadLabelPhoto = (id: number, signal?: AbortSignal) =>
  download(unidentifiedPackagesApi.labelPhoto, { params: { id }, signal });
