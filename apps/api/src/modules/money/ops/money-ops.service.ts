import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import {
  toMinor,
  type AdjustmentResult,
  type OpsBalanceLog,
  type JournalResult,
  type LogQuery,
  type OpsAccountDetail,
  type OpsAccountList,
} from '@cabinet/contracts/money';
import { notFound } from '../../../platform/errors.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { approvalMeta, type ApprovalHandler, type ApprovalsService } from '../approvals/approvals.service.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import { providerAccount, sellerAccount, type Ledger, type Posting, type Tx } from '../ledger/ledger.ts';
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
});

type Adjustment = { direction: 'credit' | 'debit'; amount: number; reason: string };

/** The account settings an operator changes, as the audit trail shows them. */
const settingsValues = (a: OpsAccountDetail) => ({
  minimum_balance: a.balance.minimum_balance.amount,
  withdrawal_blocked: a.withdrawal_blocked,
});

/**
 * The operator's hand on a seller's money: find the seller, credit or debit with a reason, set the minimum balance
 * and the withdrawal block, reverse a journal. Every change is a journal (or a setting) and the seller is told. A
 * credit or debit above the approval threshold waits for a second operator (issue 23) and is posted when approved.
 */
export class MoneyOpsService {
  constructor(
    private readonly deps: {
      repo: MoneyOpsRepository;
      ledger: Ledger;
      balance: BalanceService;
      approvals: Pick<ApprovalsService, 'needsApproval' | 'request'>;
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
  /** The seller's balance log, each entry an operator made naming them (the seller's own entries name nobody). */
  async log(accountId: number, q: LogQuery): Promise<OpsBalanceLog> {
    await this.get(accountId);
    const log = await this.deps.balance.balanceLog(accountId, q);
    const operators = await this.deps.repo.journalOperators(log.entries.map((e) => e.journal_id));
    return { ...log, entries: log.entries.map((e) => ({ ...e, operator: operators.get(e.journal_id) ?? null })) };
  }

  async adjust(operatorId: number, accountId: number, body: Adjustment): Promise<AdjustmentResult> {
    await this.get(accountId);
    describeAudit({ accountId, after: { direction: body.direction, amount: money(body.amount).amount } });
    const { ledger, approvals } = this.deps;
    if (await approvals.needsApproval(body.amount)) {
      const approval = await ledger.transaction((tx) =>
        approvals.request(tx, { kind: 'adjustment', account_id: accountId, ...body, requested_by: operatorId }),
      );
      describeAudit({ after: { awaiting_approval: true } });
      return { journal_id: null, approval_id: approval.id, balance: await this.deps.balance.get(accountId) };
    }
    const journalId = await ledger.transaction((tx) => this.post(tx, accountId, body, operatorId));
    await this.notifyAdjusted(accountId, body);
    return { journal_id: journalId, approval_id: null, balance: await this.deps.balance.get(accountId) };
  }

  /** Posts a credit or debit another operator approved, in the approval's transaction; the journal names both. */
  readonly approvedAdjustment: ApprovalHandler = async (tx, approval, approverId) => {
    const body = { direction: approval.direction!, amount: approval.amount, reason: approval.reason! };
    const journalId = await this.post(tx, approval.account_id, body, approverId, approvalMeta(approval, approverId));
    return { journalId, afterwards: () => this.notifyAdjusted(approval.account_id, body) };
  };

  private post(tx: Tx, accountId: number, body: Adjustment, by: number, meta?: Posting['meta']): Promise<number> {
    const sign = body.direction === 'credit' ? 1 : -1;
    return this.deps.ledger.post(tx, {
      accountId,
      kind: body.direction === 'credit' ? 'operator_credit' : 'operator_debit',
      description: body.reason,
      createdBy: by,
      meta,
      lines: [
        { account: sellerAccount(accountId, 'available'), amount: sign * body.amount },
        { account: providerAccount('adjustments'), amount: -sign * body.amount },
      ],
    });
  }

  private notifyAdjusted(accountId: number, body: Adjustment): Promise<void> {
    const sign = body.direction === 'credit' ? 1 : -1;
    return this.deps.notifications.notify(accountId, 'money.balance_adjusted', {
      amount: money(sign * body.amount).amount,
      currency: 'USD',
      reason: body.reason,
    });
  }

  /** Corrects a seller's journal by its mirror image (ARCHITECTURE §5: entries are never edited). */
  async reverse(operatorId: number, journalId: number): Promise<JournalResult> {
    const accountId = await this.deps.repo.journalAccount(journalId);
    if (accountId === null) throw notFound();
    describeAudit({ accountId });
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
    const before = await this.get(accountId);
    describeAudit({
      before: settingsValues(before),
      after: {
        minimum_balance: body.minimum_balance,
        withdrawal_blocked: body.withdrawal_blocked,
        withdrawal_block_reason: body.withdrawal_block_reason,
      },
    });
    const negative = body.minimum_balance.startsWith('-');
    const minimum = (negative ? -1 : 1) * toMinor(body.minimum_balance.replace(/^-/, ''))!;
    await this.deps.repo.saveSettings(
      accountId,
      { minimum, blocked: body.withdrawal_blocked, reason: body.withdrawal_block_reason },
      this.deps.now(),
    );
    return this.get(accountId);
  }
}
