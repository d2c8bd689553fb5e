import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import { isOperatorReversible, toMinor, type JournalResult, type LogQuery } from '@cabinet/contracts/money';
import {
  type AdjustmentResult,
  type OpsBalanceLog,
  type OpsAccountDetail,
  type OpsAccountList,
} from '@cabinet/contracts/money-ops';
import { AppError, notFound } from '../../../platform/errors.ts';
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
  withdrawal_block_reason: r.withdrawal_blocked ? r.withdrawal_block_reason : '',
});

type Adjustment = { direction: 'credit' | 'debit'; amount: number; reason: string };

/** The account settings an operator changes, as the audit trail shows them. */
const settingsValues = (a: OpsAccountDetail) => ({
  minimum_balance: a.balance.minimum_balance.amount,
  withdrawal_blocked: a.withdrawal_blocked,
  withdrawal_block_reason: a.withdrawal_block_reason,
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

  /**
   * The seller's balance log: each entry an operator made names them (the seller's own entries name nobody), and
   * each says whether its journal may be reversed.
   */
  async log(accountId: number, q: LogQuery): Promise<OpsBalanceLog> {
    await this.get(accountId);
    const log = await this.deps.balance.balanceLog(accountId, q);
    const ids = log.entries.map((e) => e.journal_id);
    const [operators, { reversed, onHold }] = await Promise.all([
      this.deps.repo.journalOperators(ids),
      this.deps.repo.reversalState(ids),
    ]);
    return {
      ...log,
      entries: log.entries.map((e) => ({
        ...e,
        operator: operators.get(e.journal_id) ?? null,
        reversed: reversed.has(e.journal_id),
        reversible: isOperatorReversible(e.kind) && !reversed.has(e.journal_id) && !onHold.has(e.journal_id),
      })),
    };
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

  /**
   * Corrects a seller's journal by its mirror image (ARCHITECTURE §5: entries are never edited) — only a kind an
   * operator may reverse (422 not_reversible otherwise; the ledger refuses a reversal, a hold's journal, a second
   * reversal). The seller is told what was reversed and by how much their balance changed.
   */
  async reverse(operatorId: number, journalId: number): Promise<JournalResult> {
    const journal = await this.deps.repo.journal(journalId);
    if (!journal || journal.account_id === null) throw notFound();
    describeAudit({ accountId: journal.account_id });
    if (!isOperatorReversible(journal.kind)) throw new AppError(422, 'not_reversible');
    const reversal = await this.deps.ledger.transaction((tx) =>
      this.deps.ledger.reverse(tx, journalId, { createdBy: operatorId }),
    );
    await this.deps.notifications.notify(journal.account_id, 'money.operation_reversed', {
      amount: money(-journal.available).amount,
      currency: 'USD',
      description: journal.description,
    });
    return { journal_id: reversal, balance: await this.deps.balance.get(journal.account_id) };
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
        withdrawal_block_reason: body.withdrawal_blocked ? body.withdrawal_block_reason : '',
      },
      ...(body.withdrawal_blocked ? { reason: body.withdrawal_block_reason } : {}),
    });
    const negative = body.minimum_balance.startsWith('-');
    const minimum = (negative ? -1 : 1) * toMinor(body.minimum_balance.replace(/^-/, ''))!;
    const blocked = body.withdrawal_blocked;
    const reason = blocked ? body.withdrawal_block_reason : '';
    const previous = await this.deps.repo.saveSettings(accountId, { minimum, blocked, reason }, this.deps.now());
    // §6 the seller is told of a block and why (and again when the reason changes), and of its end (issue 23).
    if (blocked && (!previous.blocked || previous.reason !== reason)) {
      await this.deps.notifications.notify(accountId, 'money.withdrawal_blocked', { reason });
    } else if (!blocked && previous.blocked) {
      await this.deps.notifications.notify(accountId, 'money.withdrawal_unblocked', {});
    }
    return this.get(accountId);
  }
}
