import type { PageQuery } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import {
  DEFAULT_APPROVAL_THRESHOLD_MINOR,
  type ApprovalDecision,
  type ApprovalKind,
  type ApprovalStatus,
  type ApprovalThreshold,
  type OpsApproval,
  type OpsApprovalList,
} from '@cabinet/contracts/approvals';
import { AppError, notFound } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import type { OpsSettingsService } from '../../ops/ops-settings.service.ts';
import type { Ledger, Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { toDecision, toOpsApproval } from './approvals-mapping.ts';
import type { ApprovalRow, ApprovalsRepository } from './approvals.repository.ts';

/**
 * Does an approved request's operation inside the approval's transaction: the journal it posted, and what to tell
 * the seller once that transaction has committed.
 */
export type ApprovalHandler = (
  tx: Tx,
  approval: ApprovalRow,
  approverId: number,
) => Promise<{ journalId: number; afterwards: () => Promise<void> }>;

export interface ApprovalRequest {
  kind: ApprovalKind;
  account_id: number;
  amount: number;
  withdrawal_id?: number;
  direction?: 'credit' | 'debit';
  reason?: string;
  requested_by: number;
}

/** What the journal of an approved operation carries: both operators (`created_by` is the approver). */
export const approvalMeta = (a: ApprovalRow, approverId: number) => ({
  approval_id: a.id,
  requested_by: a.requested_by,
  approved_by: approverId,
});

/**
 * Four eyes (issue 23). A payout or a credit/debit above the threshold becomes a request instead of a journal; another
 * finance operator approves it — the operation its kind's handler does, in the transaction that closes the request,
 * under the request's row lock, so of two approvals at once exactly one moves money — or refuses it with a reason.
 * The payout and adjustment features register their handlers (`handle`), as the ledger's reverse hooks are.
 */
export class ApprovalsService {
  private readonly handlers = new Map<ApprovalKind, ApprovalHandler>();

  constructor(
    private readonly deps: {
      repo: ApprovalsRepository;
      ledger: Ledger;
      settings: Pick<OpsSettingsService, 'get' | 'set'>;
      now: () => Date;
    },
  ) {}

  handle(kind: ApprovalKind, handler: ApprovalHandler): void {
    this.handlers.set(kind, handler);
  }

  async threshold(): Promise<ApprovalThreshold> {
    const stored = await this.thresholdSetting();
    const by = stored.updated_by === null ? null : await this.deps.repo.operator(stored.updated_by);
    return {
      threshold: money(stored.value.amount),
      updated_at: stored.updated_at?.toISOString() ?? null,
      updated_by: by,
    };
  }

  async saveThreshold(adminId: number, amount: number): Promise<ApprovalThreshold> {
    const before = await this.thresholdSetting();
    describeAudit({
      before: { threshold: money(before.value.amount).amount },
      after: { threshold: money(amount).amount },
    });
    await this.deps.settings.set('approval_threshold', { amount }, adminId, this.deps.now());
    return this.threshold();
  }

  /** Whether moving `amount` (minor units of the balance currency) needs a second operator: above the threshold. */
  async needsApproval(amount: number): Promise<boolean> {
    return amount > (await this.thresholdSetting()).value.amount;
  }

  /** Records a request; a withdrawal has one waiting at most (409 approval_pending). */
  async request(tx: Tx, r: ApprovalRequest): Promise<ApprovalRow> {
    try {
      return await this.deps.repo.insert(tx, { ...r, status: 'pending', requested_at: this.deps.now() });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'approval_pending');
      throw err;
    }
  }

  pendingPayout(tx: Tx, withdrawalId: number): Promise<ApprovalRow | null> {
    return this.deps.repo.pendingPayout(tx, withdrawalId);
  }

  /** The withdrawal stopped waiting for payment (rejected, sent for correction, cancelled): its request closes. */
  async cancelPayout(tx: Tx, withdrawalId: number, by: number | null): Promise<void> {
    await this.deps.repo.cancelPayout(tx, withdrawalId, by, this.deps.now());
  }

  /** The back office's home page: requests waiting for a second operator. */
  waiting(cutoff: Date) {
    return this.deps.repo.waiting(cutoff);
  }

  async list(callerId: number, q: PageQuery & { status?: ApprovalStatus }): Promise<OpsApprovalList> {
    const { rows, total, pending } = await this.deps.repo.list(q);
    return { approvals: rows.map((r) => toOpsApproval(r, callerId)), pending, ...pageInfo(q, total) };
  }

  async get(callerId: number, id: number): Promise<OpsApproval> {
    const { rows } = await this.deps.repo.list({ page: 1, on_page: 1 }, id);
    if (!rows[0]) throw notFound();
    return toOpsApproval(rows[0], callerId);
  }

  /** Each withdrawal's payout request that waits or was refused, for the desk's rows. */
  async payoutDecisions(callerId: number, withdrawalIds: number[]): Promise<Map<number, ApprovalDecision>> {
    const latest = new Map<number, ApprovalDecision>();
    for (const row of await this.deps.repo.latestPayouts(withdrawalIds)) {
      const id = row.approval.withdrawal_id!;
      if (!latest.has(id)) latest.set(id, toDecision(row, callerId));
    }
    return latest;
  }

  async approve(approverId: number, id: number): Promise<OpsApproval> {
    const { repo, ledger, now } = this.deps;
    const afterwards = await ledger.transaction(async (tx) => {
      const a = await repo.lock(tx, id);
      if (!a) throw notFound();
      if (a.requested_by === approverId) throw new AppError(409, 'approval_own_request');
      if (a.status !== 'pending') throw new AppError(409, 'approval_not_pending');
      const handler = this.handlers.get(a.kind);
      if (!handler) throw new Error(`no approval handler for ${a.kind}`);
      const done = await handler(tx, a, approverId);
      await repo.decide(tx, id, {
        status: 'approved',
        decided_by: approverId,
        decided_at: now(),
        journal_id: done.journalId,
      });
      return done.afterwards;
    });
    await afterwards();
    return this.described(approverId, id);
  }

  /** Nothing moves; the operator who asked reads the reason (and may refuse their own request, withdrawing it). */
  async refuse(operatorId: number, id: number, reason: string): Promise<OpsApproval> {
    const { repo, ledger, now } = this.deps;
    await ledger.transaction(async (tx) => {
      const a = await repo.lock(tx, id);
      if (!a) throw notFound();
      if (a.status !== 'pending') throw new AppError(409, 'approval_not_pending');
      await repo.decide(tx, id, {
        status: 'refused',
        decided_by: operatorId,
        decided_at: now(),
        refusal_reason: reason,
      });
    });
    return this.described(operatorId, id);
  }

  /** The decided request, as the audit trail keeps it: the seller, the amount, who asked (the event names who decided). */
  private async described(callerId: number, id: number): Promise<OpsApproval> {
    const a = await this.get(callerId, id);
    describeAudit({
      accountId: a.seller.account_id,
      after: { amount: a.amount.amount, asked_by: a.requested_by?.email ?? null },
    });
    return a;
  }

  private thresholdSetting() {
    return this.deps.settings.get('approval_threshold', { amount: DEFAULT_APPROVAL_THRESHOLD_MINOR });
  }
}
