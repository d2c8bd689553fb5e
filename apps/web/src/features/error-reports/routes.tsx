import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'error-reports';

/** The back office's error reports: the list, and one report with its stack (docs/error-reporting.md). */
export const errorReportOpsRoutes: RouteObject[] = [
  {
    path: paths.opsErrorReports,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-error-reports-page.tsx'),
      (m) => m.OpsErrorReportsPage,
    ),
  },
  {
    path: paths.opsErrorReport,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-error-report-page.tsx'),
      (m) => m.OpsErrorReportPage,
    ),
  },
];
