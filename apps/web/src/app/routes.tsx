import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { addressRoutes } from '../features/addresses/routes.tsx';
import { calculatorRoutes, tariffOpsRoutes } from '../features/tariffs/routes.tsx';
import { customsCodeRoutes } from '../features/customs-codes/routes.tsx';
import { productRoutes } from '../features/products/routes.tsx';
import { productsImportRoutes } from '../features/products-import/routes.tsx';
import { cashbackOpsRoutes, cashbackRoutes } from '../features/cashback/routes.tsx';
import { guestRoutes, logoutRoute, publicAuthRoutes } from '../features/auth/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { invoiceRoutes, invoicesOpsRoutes } from '../features/invoices/routes.tsx';
import { reportRoutes } from '../features/reports/routes.tsx';
import { legalRoutes } from '../features/content/routes.tsx';
import { moneyOpsRoutes, moneyRoutes } from '../features/money/routes.tsx';
import { queueOpsRoutes } from '../features/queues/routes.tsx';
import { withdrawalOpsRoutes, withdrawalRoutes } from '../features/withdrawals/routes.tsx';
import { approvalOpsRoutes } from '../features/approvals/routes.tsx';
import { topUpOpsRoutes, topUpRoutes } from '../features/top-up/routes.tsx';
import { notificationRoutes } from '../features/notifications/routes.tsx';
import { paymentLinkOpsRoutes, paymentLinkPublicRoutes, paymentLinkRoutes } from '../features/payment-links/routes.tsx';
import { lostPaymentOpsRoutes, lostPaymentRoutes } from '../features/lost-payments/routes.tsx';
import {
  storageCalculatorRoutes,
  storageChargeRoutes,
  storageOpsRoutes,
} from '../features/warehouse-storage/routes.tsx';
import { returnOpsRoutes, returnRoutes } from '../features/returns/routes.tsx';
import { usPackageOpsRoutes, usPackageRoutes } from '../features/us-packages/routes.tsx';
import { nationalPostRoutes } from '../features/national-post/routes.tsx';
import { purchaseOpsRoutes, purchaseRoutes } from '../features/purchases/routes.tsx';
import { orderRoutes } from '../features/orders/routes.tsx';
import { warehouseStockOpsRoutes, warehouseStockRoutes } from '../features/warehouse-stock/routes.tsx';
import { shipmentOpsRoutes, shipmentRoutes } from '../features/shipments/routes.tsx';
import { operatorOpsRoutes } from '../features/operators/routes.tsx';
import { auditOpsRoutes } from '../features/audit/routes.tsx';
import { shopOpsRoutes, shopRoutes } from '../features/shops/routes.tsx';
import { errorReportOpsRoutes } from '../features/error-reports/routes.tsx';
import { subaccountPublicRoutes, subaccountRoutes } from '../features/subaccounts/routes.tsx';
import { lazyPage } from '../shared/lib/lazy-page.ts';
import { paths } from '../shared/lib/paths.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { guestOnlyLoader } from './guards/guest-only.ts';
import { CabinetErrorBoundary } from './pages/cabinet-unreachable.tsx';
import { RouteError } from './pages/route-error.tsx';
import { indexRoutes } from '../shared/lib/known-paths.ts';
import { sellerPageNamespaces } from './seller-page/namespaces.ts';

const FullScreenLoader = () => <PageLoader fullScreen />;

const authLayout = () => import('./layout/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout }));
const cabinetLayout = () => import('./layout/cabinet-layout.tsx').then((m) => ({ Component: m.CabinetLayout }));
const opsLayout = () => import('./layout/ops-layout.tsx').then((m) => ({ Component: m.OpsLayout }));

/**
 * The signed-in guards load the session, and with it the contracts' schemas; they arrive with the first signed-in
 * route (beside its layout, which needs them too), so the entry stays the shell and a guest page loads the schemas
 * only if its own page uses them (docs/decisions.md, "Quality gates").
 */
const requireUserLoader = (args: LoaderFunctionArgs) =>
  import('./guards/require-user.ts').then((m) => m.requireUserLoader(args));
const requireOperatorLoader = (args: LoaderFunctionArgs) =>
  import('./guards/require-operator.ts').then((m) => m.requireOperatorLoader(args));

/**
 * The seller's page is the one page composed here rather than in a feature: each desk brings its section of it
 * (seller-page/sections.ts), and only the app may use several features.
 */
const sellerPageRoute: RouteObject = {
  path: paths.opsAccount,
  lazy: lazyPage(
    sellerPageNamespaces,
    () => import('./seller-page/ops-seller-page.tsx'),
    (m) => m.OpsSellerPage,
  ),
};

/** The back office's desks (under /ops): each feature brings its own. */
const opsRoutes: RouteObject[] = [
  ...queueOpsRoutes,
  ...moneyOpsRoutes,
  sellerPageRoute,
  ...invoicesOpsRoutes,
  ...cashbackOpsRoutes,
  ...paymentLinkOpsRoutes,
  ...purchaseOpsRoutes,
  ...lostPaymentOpsRoutes,
  ...topUpOpsRoutes,
  ...withdrawalOpsRoutes,
  ...approvalOpsRoutes,
  ...tariffOpsRoutes,
  ...returnOpsRoutes,
  ...usPackageOpsRoutes,
  ...storageOpsRoutes,
  ...warehouseStockOpsRoutes,
  ...shipmentOpsRoutes,
  ...shopOpsRoutes,
  ...errorReportOpsRoutes,
  ...operatorOpsRoutes,
  ...auditOpsRoutes,
];

const notFound: RouteObject = {
  path: '*',
  lazy: lazyPage(
    null,
    () => import('./pages/not-found-page.tsx'),
    (m) => m.NotFoundPage,
  ),
};

/**
 * The route table of spec §2: each feature declares its own routes; this file only places them behind the
 * right guard and layout. Every page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(paths.dashboard) },
      logoutRoute,
      {
        lazy: authLayout,
        children: [
          { loader: guestOnlyLoader, children: guestRoutes },
          ...publicAuthRoutes,
          ...subaccountPublicRoutes,
          ...legalRoutes,
          ...calculatorRoutes,
          ...customsCodeRoutes,
          ...storageCalculatorRoutes,
          ...paymentLinkPublicRoutes,
          notFound,
        ],
      },
      {
        loader: requireUserLoader,
        ErrorBoundary: CabinetErrorBoundary,
        lazy: cabinetLayout,
        children: [
          ...dashboardRoutes,
          ...accountRoutes,
          ...notificationRoutes,
          ...addressRoutes,
          ...subaccountRoutes,
          ...moneyRoutes,
          ...invoiceRoutes,
          ...reportRoutes,
          ...cashbackRoutes,
          ...paymentLinkRoutes,
          ...lostPaymentRoutes,
          ...topUpRoutes,
          ...withdrawalRoutes,
          ...shipmentRoutes,
          ...returnRoutes,
          ...usPackageRoutes,
          ...nationalPostRoutes,
          ...purchaseRoutes,
          ...storageChargeRoutes,
          ...warehouseStockRoutes,
          ...productRoutes,
          ...productsImportRoutes,
          ...orderRoutes,
          ...shopRoutes,
        ],
      },
      { loader: requireOperatorLoader, ErrorBoundary: CabinetErrorBoundary, lazy: opsLayout, children: opsRoutes },
    ],
  },
];

indexRoutes(routes);
