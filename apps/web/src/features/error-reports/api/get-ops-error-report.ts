import { useQuery } from '@tanstack/react-query';
import { errorReportsApi } from '@cabinet/contracts/error-reports';
import { call } from '../../../shared/api/call.ts';
import { opsErrorReportKeys } from './ops-error-report-keys.ts';

/** One report with its stack frames. */
export const useOpsErrorReport = (id: number) =>
  useQuery({
    queryKey: opsErrorReportKeys.detail(id),
    queryFn: ({ signal }) => call(errorReportsApi.opsRead, { params: { id }, signal }),
  });
