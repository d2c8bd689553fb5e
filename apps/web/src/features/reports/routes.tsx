import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths, paymentsUrl } from '../../shared/lib/paths.ts';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyPage('reports', load, pick);

const payments = page(
  () => import('./pages/payments-page.tsx'),
  (m) => m.PaymentsPage,
);

/** The seller's payments and the money reports (signed in). */
export const reportRoutes: RouteObject[] = [
  // §2 /payments/{type}: the two types are their own routes, so that any other type is a 404 and the menu's
  // links (/payments/incoming, /payments/sent) match a route.
  { path: paymentsUrl('incoming'), lazy: payments },
  { path: paymentsUrl('sent'), lazy: payments },
  {
    path: paths.incomingPaymentsReport,
    lazy: page(
      () => import('./pages/incoming-report-page.tsx'),
      (m) => m.IncomingReportPage,
    ),
  },
  {
    path: paths.summaryReport,
    lazy: page(
      () => import('./pages/summary-report-page.tsx'),
      (m) => m.SummaryReportPage,
    ),
  },
  {
    path: paths.handlingReport,
    lazy: page(
      () => import('./pages/handling-report-page.tsx'),
      (m) => m.HandlingReportPage,
    ),
  },
];
