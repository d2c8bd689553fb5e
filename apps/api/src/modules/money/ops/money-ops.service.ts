import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import {
  toMinor,
  type BalanceLog,
  type JournalResult,
  type LogQuery,
  type OpsAccountDetail,
  type OpsAccountList,
} from '@cabinet/contracts/money';
import { notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import { providerAccount, sellerAccount, type Ledger } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { MoneyOpsRepository } from './money-ops.repository.ts';

type Row = Awaited<ReturnType<MoneyOpsRepository['list']>>['rows'][number];
const toAccount = (r: Row) => ({
  id: r.id,
  email: r.email,
  name: `${r.first_name} ${r.last_name}`.trim(),
  company_name: r.company_name,
  available: money(r.available),
  withdrawal_blocked: r.withdrawal_blocked,
  withdrawal_block_reason: r.withdrawal_blocked ? r.withdrawal_block_reason : '',
});

/**
 * The operator's hand on a seller's money: find the seller, credit or debit with a reason, set the minimum balance
 * and the withdrawal block, reverse a journal. Every change is a journal (or a setting) and the seller is told.
 */
export class MoneyOpsService {
  constructor(
    private readonly deps: {
      repo: MoneyOpsRepository;
      ledger: Ledger;
      balance: BalanceService;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async list(q: PageQuery & { search?: string }): Promise<OpsAccountList> {
    const { rows, total } = await this.deps.repo.list(q);
    return { accounts: rows.map(toAccount), ...pageInfo(q, total) };
  }

  async get(accountId: number): Promise<OpsAccountDetail> {
    const { rows } = await this.deps.repo.list({ page: 1, on_page: 1 }, accountId);
    if (!rows[0]) throw notFound();
    return { ...toAccount(rows[0]), balance: await this.deps.balance.get(accountId) };
  }

  /** The seller's balance log, as the seller sees it: where an operator picks a journal to reverse. */
  async log(accountId: number, q: LogQuery): Promise<BalanceLog> {
    await this.get(accountId);
    return this.deps.balance.balanceLog(accountId, q);
  }

  async adjust(
    operatorId: number,
    accountId: number,
    body: { direction: 'credit' | 'debit'; amount: number; reason: string },
  ): Promise<JournalResult> {
    await this.get(accountId);
    const sign = body.direction === 'credit' ? 1 : -1;
    const journalId = await this.deps.ledger.transaction((tx) =>
      this.deps.ledger.post(tx, {
        accountId,
        kind: body.direction === 'credit' ? 'operator_credit' : 'operator_debit',
        description: body.reason,
        createdBy: operatorId,
        lines: [
          { account: sellerAccount(accountId, 'available'), amount: sign * body.amount },
          { account: providerAccount('adjustments'), amount: -sign * body.amount },
        ],
      }),
    );
    await this.deps.notifications.notify(accountId, 'money.balance_adjusted', {
      amount: money(sign * body.amount).amount,
      currency: 'USD',
      reason: body.reason,
    });
    return { journal_id: journalId, balance: await this.deps.balance.get(accountId) };
  }

  /** Corrects a seller's journal by its mirror image (ARCHITECTURE §5: entries are never edited). */
  async reverse(operatorId: number, journalId: number): Promise<JournalResult> {
    const accountId = await this.deps.repo.journalAccount(journalId);
    if (accountId === null) throw notFound();
    const reversal = await this.deps.ledger.transaction((tx) =>
      this.deps.ledger.reverse(tx, journalId, { createdBy: operatorId }),
    );
    await this.deps.notifications.notify(accountId, 'money.balance_adjusted', {});
    return { journal_id: reversal, balance: await this.deps.balance.get(accountId) };
  }

  async saveSettings(
    accountId: number,
    body: { minimum_balance: string; withdrawal_blocked: boolean; withdrawal_block_reason: string },
  ): Promise<OpsAccountDetail> {
    await this.get(accountId);
    const negative = body.minimum_balance.startsWith('-');
    const minimum = (negative ? -1 : 1) * toMinor(body.minimum_balance.replace(/^-/, ''))!;
    const blocked = body.withdrawal_blocked;
    const reason = blocked ? body.withdrawal_block_reason : '';
    const before = await this.deps.repo.saveSettings(accountId, { minimum, blocked, reason }, this.deps.now());
    // §6 the seller is told of a block and why (and again when the reason changes), and of its end (issue 23).
    if (blocked && (!before.blocked || before.reason !== reason)) {
      await this.deps.notifications.notify(accountId, 'money.withdrawal_blocked', { reason });
    } else if (!blocked && before.blocked) {
      await this.deps.notifications.notify(accountId, 'money.withdrawal_unblocked', {});
    }
    return this.get(accountId);
  }
}
