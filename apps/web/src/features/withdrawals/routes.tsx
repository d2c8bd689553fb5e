import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page.ts';
import { paths } from '../../shared/lib/paths.ts';

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  lazy: lazyPage('withdrawals', load, pick),
});

/** Withdrawals (signed in): their requisites and agreement, the wallet accounts they are paid to, transfers. */
export const withdrawalRoutes: RouteObject[] = [
  {
    path: paths.getMoney,
    ...page(
      () => import('./pages/get-money-page.tsx'),
      (m) => m.GetMoneyPage,
    ),
  },
  {
    path: paths.getMoneyCheckout,
    ...page(
      () => import('./pages/get-money-checkout-page.tsx'),
      (m) => m.GetMoneyCheckoutPage,
    ),
  },
  {
    path: paths.getMoneyInvoices,
    ...page(
      () => import('./pages/withdrawals-page.tsx'),
      (m) => m.WithdrawalsPage,
    ),
  },
  {
    path: paths.requisites,
    ...page(
      () => import('./pages/requisites-page.tsx'),
      (m) => m.RequisitesPage,
    ),
  },
  {
    path: paths.withdrawalAgreements,
    ...page(
      () => import('./pages/agreement-page.tsx'),
      (m) => m.AgreementPage,
    ),
  },
  {
    path: paths.walletAccounts,
    ...page(
      () => import('./pages/wallet-accounts-page.tsx'),
      (m) => m.WalletAccountsPage,
    ),
  },
  {
    path: paths.walletAccountActivate,
    ...page(
      () => import('./pages/wallet-activate-page.tsx'),
      (m) => m.WalletActivatePage,
    ),
  },
  {
    path: paths.sendMoney,
    ...page(
      () => import('./pages/send-money-page.tsx'),
      (m) => m.SendMoneyPage,
    ),
  },
];

/** The back office's withdrawal queue. */
export const withdrawalOpsRoutes: RouteObject[] = [
  {
    path: paths.opsWithdrawals,
    ...page(
      () => import('./pages/ops-withdrawals-page.tsx'),
      (m) => m.OpsWithdrawalsPage,
    ),
  },
];
