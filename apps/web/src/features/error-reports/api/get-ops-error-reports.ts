import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorReportsApi, type ErrorPlatform } from '@cabinet/contracts/error-reports';
import { call } from '../../../shared/api/call.ts';
import { opsErrorReportKeys } from './ops-error-report-keys.ts';

export type ErrorReportFilters = { page: number; platform?: ErrorPlatform };

/** What the sandbox collector kept, newest first, of one platform or both. */
export const useOpsErrorReports = (filters: ErrorReportFilters) =>
  useQuery({
    queryKey: opsErrorReportKeys.list(filters),
    queryFn: ({ signal }) =>
      call(errorReportsApi.opsList, { query: { page: filters.page, platform: filters.platform }, signal }),
    placeholderData: keepPreviousData,
  });
