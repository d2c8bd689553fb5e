import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The account's employees: list, invite, edit (signed in). */
export const subaccountRoutes: RouteObject[] = [
  {
    path: paths.subaccounts,
    lazy: lazyPage(
      'subaccounts',
      () => import('./pages/subaccounts-page.tsx'),
      (m) => m.SubaccountsPage,
    ),
  },
  {
    path: paths.subaccountNew,
    lazy: lazyPage(
      'subaccounts',
      () => import('./pages/subaccount-new-page.tsx'),
      (m) => m.SubaccountNewPage,
    ),
  },
  {
    path: paths.subaccountEdit,
    lazy: lazyPage(
      'subaccounts',
      () => import('./pages/subaccount-edit-page.tsx'),
      (m) => m.SubaccountEditPage,
    ),
  },
];

/** Reachable signed in or not: an invitation may be opened in a browser where someone else is signed in. */
export const subaccountPublicRoutes: RouteObject[] = [
  {
    path: paths.subaccountAccept,
    lazy: lazyPage(
      'subaccounts',
      () => import('./pages/accept-invitation-page.tsx'),
      (m) => m.AcceptInvitationPage,
    ),
  },
];
