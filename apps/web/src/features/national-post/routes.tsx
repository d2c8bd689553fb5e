import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const NS = 'national-post';

/** §2 /ukrposhta-shipments and /ukrposhta-shipments/new (signed in). */
export const nationalPostRoutes: RouteObject[] = [
  {
    path: paths.nationalPost,
    lazy: lazyPage(
      NS,
      () => import('./pages/national-post-page.tsx'),
      (m) => m.NationalPostPage,
    ),
  },
  {
    path: paths.nationalPostNew,
    lazy: lazyPage(
      NS,
      () => import('./pages/national-post-new-page.tsx'),
      (m) => m.NationalPostNewPage,
    ),
  },
];
