import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The seller's own account and security settings (signed in). */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.account,
    lazy: lazyPage(
      'account',
      () => import('./pages/account-page.tsx'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: paths.accountEdit,
    lazy: lazyPage(
      'account',
      () => import('./pages/account-edit-page.tsx'),
      (m) => m.AccountEditPage,
    ),
  },
  {
    path: paths.changePassword,
    lazy: lazyPage(
      'account',
      () => import('./pages/change-password-page.tsx'),
      (m) => m.ChangePasswordPage,
    ),
  },
  {
    path: paths.passportInfo,
    lazy: lazyPage(
      'account',
      () => import('./pages/passport-info-page.tsx'),
      (m) => m.PassportInfoPage,
    ),
  },
  {
    path: paths.twoFactor,
    lazy: lazyPage(
      'account',
      () => import('./pages/two-factor-page.tsx'),
      (m) => m.TwoFactorPage,
    ),
  },
  {
    path: paths.twoFactorInit,
    lazy: lazyPage(
      'account',
      () => import('./pages/two-factor-init-page.tsx'),
      (m) => m.TwoFactorInitPage,
    ),
  },
  {
    path: paths.twoFactorAdd,
    lazy: lazyPage(
      'account',
      () => import('./pages/two-factor-add-page.tsx'),
      (m) => m.TwoFactorAddPage,
    ),
  },
];
