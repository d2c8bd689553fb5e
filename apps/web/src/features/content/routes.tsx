import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** The legal documents (§2; the blog's posts are shown on the dashboard): public, reachable signed in or not. */
export const legalRoutes: RouteObject[] = [
  {
    path: paths.legalInfo,
    lazy: lazyPage(
      'content',
      () => import('./pages/legal-list-page.tsx'),
      (m) => m.LegalListPage,
    ),
  },
  {
    path: paths.legalDocument,
    lazy: lazyPage(
      'content',
      () => import('./pages/legal-document-page.tsx'),
      (m) => m.LegalDocumentPage,
    ),
  },
];
