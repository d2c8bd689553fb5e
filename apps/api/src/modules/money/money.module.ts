import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { RatesService } from '../reference/rates.service.ts';
import type { WalletProvider } from '../../providers/wallet/wallet-provider.ts';
import type { PaymentsProvider } from '../../providers/payments/payments.ts';
import type { CardIssuer } from '../../providers/card-issuer/card-issuer.ts';
import type { OpsSettingsService } from '../ops/ops-settings.service.ts';
import { ApprovalsRepository } from './approvals/approvals.repository.ts';
import { approvalRoutes } from './approvals/approvals.routes.ts';
import { ApprovalsService } from './approvals/approvals.service.ts';
import { BalanceRepository } from './balance/balance.repository.ts';
import { balanceRoutes } from './balance/balance.routes.ts';
import { BalanceService } from './balance/balance.service.ts';
import { HoldsService } from './balance/holds.service.ts';
import { Ledger } from './ledger/ledger.ts';
import { CashbackRepository } from './cashback/cashback.repository.ts';
import { cashbackRoutes } from './cashback/cashback.routes.ts';
import { CashbackService } from './cashback/cashback.service.ts';
import { createFeeCardService } from './fee-cards/fee-cards.module.ts';
import { feeCardRoutes } from './fee-cards/fee-cards.routes.ts';
import { createInvoiceServices, invoiceModuleRoutes } from './invoices/invoices.module.ts';
import { MoneyOpsRepository } from './ops/money-ops.repository.ts';
import { moneyOpsRoutes } from './ops/money-ops.routes.ts';
import { MoneyOpsService } from './ops/money-ops.service.ts';
import { createPaymentLinkServices, paymentLinkModuleRoutes } from './payment-links/payment-links.module.ts';
import { createLostPaymentServices, lostPaymentModuleRoutes } from './lost-payments/lost-payments.module.ts';
import { paymentsWebhookRoutes } from './top-up/payments-webhook.routes.ts';
import { createTopUpServices, topUpModuleRoutes } from './top-up/top-up.module.ts';
import { createWithdrawalServices, withdrawalModuleRoutes } from './withdrawals/withdrawals.module.ts';

export interface MoneyDeps {
  /** What the money services read of the installation's settings. */
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'DATA_DIR'
    | 'OFFICE_ADDRESS'
    | 'PAYMENTS_BANK_BENEFICIARY'
    | 'PAYMENTS_BANK_IBAN'
    | 'PAYMENTS_BANK_NAME'
    | 'PAYMENTS_BANK_SWIFT'
  >;
  db: Db;
  now: () => Date;
  notifications: NotificationService;
  walletProvider: WalletProvider;
  rates: RatesService;
  payments: PaymentsProvider;
  cardIssuer: CardIssuer;
  /** The back office's settings store: the approval threshold lives there. */
  opsSettings: OpsSettingsService;
}

/**
 * The money domain (ARCHITECTURE §5): one ledger that every part of the product charges through, and the
 * features built on it. Each feature lives in its own folder here and is wired in these two functions.
 */
export function createMoneyServices(deps: MoneyDeps) {
  const { db, now, notifications } = deps;
  const ledger = new Ledger(db, now);
  const idempotency = new Idempotency(db, now);
  const balance = new BalanceService(new BalanceRepository(db));
  const holds = new HoldsService();
  // Four eyes: payouts and credits/debits above the threshold wait for a second operator (their handlers below).
  const approvals = new ApprovalsService({
    repo: new ApprovalsRepository(db),
    ledger,
    settings: deps.opsSettings,
    now,
  });
  const moneyOps = new MoneyOpsService({
    repo: new MoneyOpsRepository(db),
    ledger,
    balance,
    approvals,
    notifications,
    now,
  });
  approvals.handle('adjustment', moneyOps.approvedAdjustment);
  // Charges call cashback.accrueFor(tx, journal) in their own transaction; reversing one takes its cashback back.
  const cashback = new CashbackService({ repo: new CashbackRepository(db), ledger, balance, notifications, now });
  ledger.onReverse(cashback.clawbackFor);
  const feeCards = createFeeCardService({ db, ledger, balance, issuer: deps.cardIssuer, now });
  const paymentLinks = createPaymentLinkServices({
    db,
    ledger,
    payments: deps.payments,
    rates: deps.rates,
    notifications,
    now,
    publicUrl: deps.config.PUBLIC_URL,
  });
  const lostPayments = createLostPaymentServices({ db, ledger, notifications, now, dataDir: deps.config.DATA_DIR });
  const invoicing = createInvoiceServices({
    db,
    ledger,
    cashback,
    balance,
    notifications,
    now,
    officeAddress: deps.config.OFFICE_ADDRESS,
  });
  const topUp = createTopUpServices({
    db,
    ledger,
    payments: deps.payments,
    notifications,
    now,
    publicUrl: deps.config.PUBLIC_URL,
    requisites: {
      beneficiary: deps.config.PAYMENTS_BANK_BENEFICIARY,
      iban: deps.config.PAYMENTS_BANK_IBAN,
      bank: deps.config.PAYMENTS_BANK_NAME,
      swift: deps.config.PAYMENTS_BANK_SWIFT,
    },
  });
  const withdrawal = createWithdrawalServices({ ...deps, ledger, balance, approvals });
  return {
    ledger,
    approvals,
    holds,
    idempotency,
    balance,
    moneyOps,
    cashback,
    feeCards,
    paymentLinks,
    lostPayments,
    invoicing,
    topUp,
    withdrawal,
  };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;

/** Every money route, under /api. */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  await app.register(invoiceModuleRoutes, { services: money.invoicing, idempotency: money.idempotency });
  await app.register(balanceRoutes, { balance: money.balance });
  await app.register(cashbackRoutes, { cashback: money.cashback, idempotency: money.idempotency });
  await app.register(feeCardRoutes, { feeCards: money.feeCards, idempotency: money.idempotency });
  await app.register(moneyOpsRoutes, { moneyOps: money.moneyOps, idempotency: money.idempotency });
  await app.register(approvalRoutes, { approvals: money.approvals, idempotency: money.idempotency });
  await app.register(paymentLinkModuleRoutes, { paymentLinks: money.paymentLinks, idempotency: money.idempotency });
  await app.register(lostPaymentModuleRoutes, { lostPayments: money.lostPayments, idempotency: money.idempotency });
  await app.register(topUpModuleRoutes, { services: money.topUp, idempotency: money.idempotency });
  // One webhook for every card payment, handed to the settlement of the purpose its checkout was started with.
  await app.register(paymentsWebhookRoutes, {
    payments: money.topUp.payments,
    handlers: { top_up: money.topUp.settlement, payment_link: money.paymentLinks.settlement },
  });
  await app.register(withdrawalModuleRoutes, { services: money.withdrawal, idempotency: money.idempotency });
};
