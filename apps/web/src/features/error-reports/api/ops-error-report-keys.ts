import type { ErrorReportFilters } from './get-ops-error-reports.ts';

/** Query keys of the back office's error reports. */
export const opsErrorReportKeys = {
  all: ['ops-error-reports'] as const,
  list: (filters: ErrorReportFilters) => [...opsErrorReportKeys.all, 'list', filters] as const,
  detail: (id: number) => [...opsErrorReportKeys.all, 'detail', id] as const,
};
