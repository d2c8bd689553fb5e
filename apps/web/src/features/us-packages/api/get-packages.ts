import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usPackagesApi } from '@cabinet/contracts/us-packages';
import { call } from '../../../shared/api/call.ts';
import { PACKAGES_ON_PAGE, packageKeys } from './package-keys.ts';

/** The seller's packages at the US warehouse, newest first. */
export const usePackages = (page: number) =>
  useQuery({
    queryKey: packageKeys.list(page),
    queryFn: ({ signal }) => call(usPackagesApi.list, { query: { page, on_page: PACKAGES_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
