import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { connectUrl, paths } from '../../shared/lib/paths.ts';

const NS = 'shops';

/** §2 /connect/{platform}, the connection request form, and /settings/sales (signed in). */
export const shopRoutes: RouteObject[] = [
  // A path of its own: the request form is no marketplace (React Router ranks it above `/connect/:platform`).
  {
    path: connectUrl('request'),
    lazy: lazyPage(
      NS,
      () => import('./pages/connection-request-page.tsx'),
      (m) => m.ConnectionRequestPage,
    ),
  },
  {
    path: paths.connect,
    lazy: lazyPage(
      NS,
      () => import('./pages/connect-page.tsx'),
      (m) => m.ConnectPage,
    ),
  },
  {
    path: paths.salesSettings,
    lazy: lazyPage(
      NS,
      () => import('./pages/sales-settings-page.tsx'),
      (m) => m.SalesSettingsPage,
    ),
  },
];

/** The back office's shops desk: every seller's shops and their imports, and the connection requests. */
export const shopOpsRoutes: RouteObject[] = [
  {
    path: paths.opsShops,
    lazy: lazyPage(
      NS,
      () => import('./pages/ops-shops-page.tsx'),
      (m) => m.OpsShopsPage,
    ),
  },
];
