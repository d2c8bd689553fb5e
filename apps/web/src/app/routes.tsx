import { redirect, type RouteObject } from 'react-router';
import { paths } from '../shared/lib/paths.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { guestOnlyLoader } from './guards/guest-only.ts';
import { requireUserLoader } from './guards/require-user.ts';
import { lazyPage } from './lazy-page.ts';
import { RouteError } from './pages/route-error.tsx';

const FullScreenLoader = () => <PageLoader fullScreen />;

const authLayout = () => import('./layout/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout }));
const cabinetLayout = () => import('./layout/cabinet-layout.tsx').then((m) => ({ Component: m.CabinetLayout }));

/** The route table of spec §2 built so far; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(paths.dashboard) },
      {
        path: paths.logout,
        lazy: lazyPage(
          null,
          () => import('../features/auth/pages/logout-page.tsx'),
          (m) => m.LogoutPage,
        ),
      },
      {
        lazy: authLayout,
        children: [
          {
            loader: guestOnlyLoader,
            children: [
              {
                path: paths.login,
                lazy: lazyPage(
                  'auth',
                  () => import('../features/auth/pages/login-page.tsx'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: paths.register,
                lazy: lazyPage(
                  'auth',
                  () => import('../features/auth/pages/register-page.tsx'),
                  (m) => m.RegisterPage,
                ),
              },
            ],
          },
          {
            path: paths.forgotten,
            lazy: lazyPage(
              'auth',
              () => import('../features/auth/pages/forgotten-page.tsx'),
              (m) => m.ForgottenPage,
            ),
          },
          {
            path: paths.restorePassword,
            lazy: lazyPage(
              'auth',
              () => import('../features/auth/pages/restore-password-page.tsx'),
              (m) => m.RestorePasswordPage,
            ),
          },
          {
            path: '*',
            lazy: lazyPage(
              null,
              () => import('./pages/not-found-page.tsx'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        loader: requireUserLoader,
        lazy: cabinetLayout,
        children: [
          {
            path: paths.dashboard,
            lazy: lazyPage(
              'dashboard',
              () => import('../features/dashboard/pages/dashboard-page.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: paths.twoFactor,
            lazy: lazyPage(
              'account',
              () => import('../features/account/pages/two-factor-page.tsx'),
              (m) => m.TwoFactorPage,
            ),
          },
          {
            path: paths.twoFactorInit,
            lazy: lazyPage(
              'account',
              () => import('../features/account/pages/two-factor-init-page.tsx'),
              (m) => m.TwoFactorInitPage,
            ),
          },
          {
            path: paths.twoFactorAdd,
            lazy: lazyPage(
              'account',
              () => import('../features/account/pages/two-factor-add-page.tsx'),
              (m) => m.TwoFactorAddPage,
            ),
          },
        ],
      },
    ],
  },
];
