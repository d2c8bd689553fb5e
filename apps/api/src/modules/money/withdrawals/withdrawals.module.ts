import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/client.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { WalletProvider } from '../../../providers/wallet/wallet-provider.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { RatesService } from '../../reference/rates.service.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { TransfersRepository } from '../transfers/transfers.repository.ts';
import { transferRoutes } from '../transfers/transfers.routes.ts';
import { TransfersService } from '../transfers/transfers.service.ts';
import { WalletAccountsRepository } from '../wallet-accounts/wallet-accounts.repository.ts';
import { walletAccountRoutes } from '../wallet-accounts/wallet-accounts.routes.ts';
import { WalletAccountsService } from '../wallet-accounts/wallet-accounts.service.ts';
import { RequisitesService } from './requisites.service.ts';
import { requisitesRoutes } from './requisites.routes.ts';
import { WithdrawalBulkService } from './withdrawals-bulk.service.ts';
import { WithdrawalOpsService } from './withdrawals-ops.service.ts';
import { withdrawalOpsRoutes } from './withdrawals-ops.routes.ts';
import { WithdrawalsRepository } from './withdrawals.repository.ts';
import { withdrawalRoutes } from './withdrawals.routes.ts';
import { WithdrawalsService } from './withdrawals.service.ts';

/** Withdrawals and their requisites, the wallet provider accounts they are paid to, transfers between sellers. */
export function createWithdrawalServices(deps: {
  db: Db;
  ledger: Ledger;
  balance: BalanceService;
  rates: Pick<RatesService, 'current'>;
  walletProvider: WalletProvider;
  notifications: Pick<NotificationService, 'notify'>;
  approvals: ApprovalsService;
  now: () => Date;
}) {
  const { db, ledger, balance, rates, walletProvider, notifications, approvals, now } = deps;
  const repo = new WithdrawalsRepository(db);
  const walletRepo = new WalletAccountsRepository(db);
  const withdrawals = new WithdrawalsService({ repo, wallets: walletRepo, ledger, rates, balance, approvals, now });
  const withdrawalOps = new WithdrawalOpsService({ repo, withdrawals, ledger, approvals, notifications, now });
  // A payout above the threshold is paid when a second operator approves it.
  approvals.handle('payout', withdrawalOps.approvedPayout);
  return {
    withdrawals,
    withdrawalOps,
    withdrawalBulk: new WithdrawalBulkService(withdrawalOps),
    requisites: new RequisitesService({ repo, wallets: walletRepo, now }),
    wallets: new WalletAccountsService({
      repo: walletRepo,
      withdrawals: repo,
      provider: walletProvider,
      now,
    }),
    transfers: new TransfersService({
      repo: new TransfersRepository(db),
      ledger,
      notifications,
      now,
    }),
  };
}
export type WithdrawalServices = ReturnType<typeof createWithdrawalServices>;

export const withdrawalModuleRoutes: FastifyPluginAsyncZod<{
  services: WithdrawalServices;
  idempotency: Idempotency;
}> = async (app, { services, idempotency }) => {
  await app.register(withdrawalRoutes, { withdrawals: services.withdrawals, idempotency });
  await app.register(withdrawalOpsRoutes, { ops: services.withdrawalOps, bulk: services.withdrawalBulk, idempotency });
  await app.register(requisitesRoutes, { requisites: services.requisites });
  await app.register(walletAccountRoutes, { wallets: services.wallets });
  await app.register(transferRoutes, { transfers: services.transfers, idempotency });
};
