import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadedFile } from '@cabinet/contracts/uploads';
import { opsUsPackagesApi, type UsPackageCheckInBody } from '@cabinet/contracts/us-packages';
import { call } from '../../../shared/api/call.ts';
import { uploadFile } from '../../../shared/api/upload-file.ts';
import { PACKAGES_ON_PAGE, packageKeys } from './package-keys.ts';

/** Every package checked in, newest first (the desk). */
export const useOpsPackages = (page: number) =>
  useQuery({
    queryKey: packageKeys.opsList(page),
    queryFn: ({ signal }) => call(opsUsPackagesApi.list, { query: { page, on_page: PACKAGES_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UsPackageCheckInBody) => call(opsUsPackagesApi.checkIn, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.ops }),
  });
};

/** A package photo goes to the warehouse's own upload (an unidentified package has no account to own it). */
export const uploadPackagePhoto = (
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> => uploadFile(file, { ...options, endpoint: opsUsPackagesApi.uploadPhoto });
