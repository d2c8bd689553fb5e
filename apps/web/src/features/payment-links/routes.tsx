import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'payment-links';

/** §2 /payment-links, /payment-links/new, /lost-payments/ (signed in). */
export const paymentLinkRoutes: RouteObject[] = [
  {
    path: paths.paymentLinks,
    lazy: lazyPage(
      NS,
      () => import('./pages/payment-links-page.tsx'),
      (m) => m.PaymentLinksPage,
    ),
  },
  {
    path: paths.paymentLinkNew,
    lazy: lazyPage(
      NS,
      () => import('./pages/payment-link-new-page.tsx'),
      (m) => m.PaymentLinkNewPage,
    ),
  },
  {
    path: paths.lostPayments,
    lazy: lazyPage(
      NS,
      () => import('./pages/lost-payments-page.tsx'),
      (m) => m.LostPaymentsPage,
    ),
  },
];

/** The buyer's pay page and the payments provider's return pages: public, whoever is or is not signed in. */
export const paymentLinkPublicRoutes: RouteObject[] = [
  {
    path: paths.payLink,
    lazy: lazyPage(
      NS,
      () => import('./pages/pay-page.tsx'),
      (m) => m.PayPage,
    ),
  },
  {
    path: paths.payLinkDone,
    lazy: lazyPage(
      NS,
      () => import('./pages/pay-return-page.tsx'),
      (m) => m.PayDonePage,
    ),
  },
  {
    path: paths.payLinkCancelled,
    lazy: lazyPage(
      NS,
      () => import('./pages/pay-return-page.tsx'),
      (m) => m.PayCancelledPage,
    ),
  },
];

/** The back office's desks: payment link review and unidentified payments. */
export const paymentLinkOpsRoutes: RouteObject[] = [
  {
    path: paths.opsPaymentLinks,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-payment-links-page.tsx'),
      (m) => m.OpsPaymentLinksPage,
    ),
  },
  {
    path: paths.opsUnidentifiedPayments,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-unidentified-payments-page.tsx'),
      (m) => m.OpsUnidentifiedPaymentsPage,
    ),
  },
];
