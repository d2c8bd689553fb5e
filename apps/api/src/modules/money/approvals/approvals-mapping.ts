import type { ApprovalDecision, OperatorRef, OpsApproval } from '@cabinet/contracts/approvals';
import { money } from '../money-format.ts';
import type { DetailedApprovalRow } from './approvals.repository.ts';

const operatorRef = (id: number | null, name: string | null, email: string | null): OperatorRef | null =>
  id === null || email === null ? null : { id, name: name ?? '', email };

/** Who asked and who decided, as the withdrawal desk shows it on the row; `mine` for the caller's own request. */
export function toDecision(r: DetailedApprovalRow, callerId: number): ApprovalDecision {
  const a = r.approval;
  return {
    id: a.id,
    status: a.status,
    requested_by: operatorRef(a.requested_by, r.requester_name, r.requester_email),
    requested_at: a.requested_at.toISOString(),
    decided_by: operatorRef(a.decided_by, r.decider_name, r.decider_email),
    decided_at: a.decided_at?.toISOString() ?? null,
    refusal_reason: a.refusal_reason,
    mine: a.requested_by === callerId,
  };
}

export function toOpsApproval(r: DetailedApprovalRow, callerId: number): OpsApproval {
  const a = r.approval;
  return {
    ...toDecision(r, callerId),
    kind: a.kind,
    amount: money(a.amount),
    seller: { account_id: a.account_id, name: r.seller_name, email: r.seller_email },
    withdrawal:
      a.withdrawal_id !== null && r.withdrawal_method !== null && r.payout_amount !== null
        ? {
            id: a.withdrawal_id,
            method: r.withdrawal_method,
            payout: money(r.payout_amount, r.payout_currency ?? 'USD'),
          }
        : null,
    adjustment: a.direction !== null ? { direction: a.direction, reason: a.reason ?? '' } : null,
    journal_id: a.journal_id,
  };
}
