import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The address book: list, new entry, edit (signed in). */
export const addressRoutes: RouteObject[] = [
  {
    path: paths.addresses,
    lazy: lazyPage(
      'addresses',
      () => import('./pages/addresses-page.tsx'),
      (m) => m.AddressesPage,
    ),
  },
  {
    path: paths.addressNew,
    lazy: lazyPage(
      'addresses',
      () => import('./pages/address-new-page.tsx'),
      (m) => m.AddressNewPage,
    ),
  },
  {
    path: paths.addressEdit,
    lazy: lazyPage(
      'addresses',
      () => import('./pages/address-edit-page.tsx'),
      (m) => m.AddressEditPage,
    ),
  },
];
