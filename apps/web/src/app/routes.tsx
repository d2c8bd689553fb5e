import { redirect, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { guestRoutes, logoutRoute, publicAuthRoutes } from '../features/auth/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { legalRoutes } from '../features/legal/routes.tsx';
import { notificationRoutes } from '../features/notifications/routes.tsx';
import { subaccountPublicRoutes, subaccountRoutes } from '../features/subaccounts/routes.tsx';
import { lazyPage } from '../shared/lib/lazy-page.ts';
import { paths } from '../shared/lib/paths.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { guestOnlyLoader } from './guards/guest-only.ts';
import { requireUserLoader } from './guards/require-user.ts';
import { RouteError } from './pages/route-error.tsx';
import { indexRoutes } from './route-index.ts';

const FullScreenLoader = () => <PageLoader fullScreen />;

const authLayout = () => import('./layout/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout }));
const cabinetLayout = () => import('./layout/cabinet-layout.tsx').then((m) => ({ Component: m.CabinetLayout }));

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
          notFound,
        ],
      },
      {
        loader: requireUserLoader,
        lazy: cabinetLayout,
        children: [...dashboardRoutes, ...accountRoutes, ...notificationRoutes, ...subaccountRoutes],
      },
    ],
  },
];

indexRoutes(routes);
