import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyPage('invoices', load, pick);

/** Invoices issued to the seller and paying them (signed in). */
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
