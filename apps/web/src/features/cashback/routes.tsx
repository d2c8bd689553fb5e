import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

/** Cashback and the virtual fee cards (signed in). */
export const cashbackRoutes: RouteObject[] = [
  {
    path: paths.cashback,
    lazy: lazyPage(
      'cashback',
      () => import('./pages/cashback-page.tsx'),
      (m) => m.CashbackPage,
    ),
  },
  {
    path: paths.virtualCards,
    lazy: lazyPage(
      'cashback',
      () => import('./pages/virtual-cards-page.tsx'),
      (m) => m.VirtualCardsPage,
    ),
  },
];

/** The back office's cashback rates. */
export const cashbackOpsRoutes: RouteObject[] = [
  {
    path: paths.opsCashbackRules,
    lazy: lazyPage(
      'cashback',
      () => import('./pages/ops-cashback-rules-page.tsx'),
      (m) => m.OpsCashbackRulesPage,
    ),
  },
];
