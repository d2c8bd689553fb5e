import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's audit trail (issue 23): administrators read who did what. */
export const auditOpsRoutes: RouteObject[] = [
  {
    path: paths.opsAudit,
    lazy: lazyPage(
      ['audit', 'shipments', 'withdrawals', 'tariffs'],
      () => import('./pages/ops-audit-page.tsx'),
      (m) => m.OpsAuditPage,
    ),
  },
];
