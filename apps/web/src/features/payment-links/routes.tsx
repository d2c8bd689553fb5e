import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'payment-links';

/** §2 /payment-links, /payment-links/new (signed in). */
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

/** The back office's payment link review. */
export const paymentLinkOpsRoutes: RouteObject[] = [
  {
    path: paths.opsPaymentLinks,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-payment-links-page.tsx'),
      (m) => m.OpsPaymentLinksPage,
    ),
  },
];
