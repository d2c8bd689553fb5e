import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'lost-payments';

/** §2 /lost-payments/: unidentified payments a seller may claim, and the seller's claims (signed in). */
export const lostPaymentRoutes: RouteObject[] = [
  {
    path: paths.lostPayments,
    lazy: lazyPage(
      NS,
      () => import('./pages/lost-payments-page.tsx'),
      (m) => m.LostPaymentsPage,
    ),
  },
];

/** The back office's unidentified payments desk: register a payment, review the claims. */
export const lostPaymentOpsRoutes: RouteObject[] = [
  {
    path: paths.opsUnidentifiedPayments,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-unidentified-payments-page.tsx'),
      (m) => m.OpsUnidentifiedPaymentsPage,
    ),
  },
];
