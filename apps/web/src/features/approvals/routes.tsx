import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The back office's second pair of eyes: payouts, credits and debits above the threshold (issue 23). */
export const approvalOpsRoutes: RouteObject[] = [
  {
    path: paths.opsApprovals,
    lazy: lazyPage(
      'approvals',
      () => import('./pages/ops-approvals-page.tsx'),
      (m) => m.OpsApprovalsPage,
    ),
  },
];
