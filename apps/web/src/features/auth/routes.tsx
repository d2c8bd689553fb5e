import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** Sign-in and registration: only for visitors who are not signed in. */
export const guestRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: lazyPage(
      'auth',
      () => import('./pages/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.register,
    lazy: lazyPage(
      'auth',
      () => import('./pages/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
];

/** Reachable signed in or not: a restore link may be opened in a browser that is still signed in. */
export const publicAuthRoutes: RouteObject[] = [
  {
    path: paths.forgotten,
    lazy: lazyPage(
      'auth',
      () => import('./pages/forgotten-page.tsx'),
      (m) => m.ForgottenPage,
    ),
  },
  {
    path: paths.restorePassword,
    lazy: lazyPage(
      'auth',
      () => import('./pages/restore-password-page.tsx'),
      (m) => m.RestorePasswordPage,
    ),
  },
];

export const logoutRoute: RouteObject = {
  path: paths.logout,
  lazy: lazyPage(
    null,
    () => import('./pages/logout-page.tsx'),
    (m) => m.LogoutPage,
  ),
};
