import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths, paymentsUrl } from '../../shared/lib/paths.ts';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyPage('invoices', load, pick);

const payments = page(
  () => import('./pages/payments-page.tsx'),
  (m) => m.PaymentsPage,
);

/** Invoices issued to the seller, paying them, payments and the money reports (signed in). */
export const invoiceRoutes: RouteObject[] = [
  {
    path: paths.invoices,
    lazy: page(
      () => import('./pages/invoices-page.tsx'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: paths.invoice,
    lazy: page(
      () => import('./pages/invoice-page.tsx'),
      (m) => m.InvoicePage,
    ),
  },
  {
    path: paths.payMoney,
    lazy: page(
      () => import('./pages/pay-money-page.tsx'),
      (m) => m.PayMoneyPage,
    ),
  },
  {
    path: paths.payMoneyCheckout,
    lazy: page(
      () => import('./pages/pay-money-checkout-page.tsx'),
      (m) => m.PayMoneyCheckoutPage,
    ),
  },
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

/** The back office's invoices desk. */
export const invoicesOpsRoutes: RouteObject[] = [
  {
    path: paths.opsInvoices,
    lazy: page(
      () => import('./pages/ops-invoices-page.tsx'),
      (m) => m.OpsInvoicesPage,
    ),
  },
];
