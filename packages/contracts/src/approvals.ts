import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, moneySchema } from './money.ts';
import { withdrawalMethodSchema } from './withdrawals.ts';

/*
 * Four eyes (issue 23): a payout or a manual credit or debit above the approval threshold is not done by the operator
 * who asks for it. It waits as an approval request — nothing moves, a withdrawal's hold stays as it is — until another
 * operator with the finance role approves it (then the money moves, in one transaction) or refuses it with a reason.
 * The operator who asked cannot approve their own request (409 approval_own_request). An administrator sets the
 * threshold, in the balance currency (USD).
 */
export const approvalKinds = ['payout', 'adjustment'] as const;
export const approvalKindSchema = z.enum(approvalKinds);
export type ApprovalKind = z.infer<typeof approvalKindSchema>;

/** `cancelled`: the withdrawal it would have paid was rejected, sent back for correction or cancelled meanwhile. */
export const approvalStatuses = ['pending', 'approved', 'refused', 'cancelled'] as const;
export const approvalStatusSchema = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** An operator as other operators see them: by name and e-mail. */
export const operatorRefSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type OperatorRef = z.infer<typeof operatorRefSchema>;

/** Who asked for it and who decided; what a withdrawal's row on the desk shows of its payout's approval. */
export const approvalDecisionSchema = z.object({
  id: z.number().int(),
  status: approvalStatusSchema,
  /** Null once that operator is removed. */
  requested_by: operatorRefSchema.nullable(),
  requested_at: z.string(),
  decided_by: operatorRefSchema.nullable(),
  decided_at: z.string().nullable(),
  /** Why the second operator refused. */
  refusal_reason: z.string().nullable(),
  /** The caller asked for it (and so cannot approve it). */
  mine: z.boolean(),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const opsApprovalSchema = approvalDecisionSchema.extend({
  kind: approvalKindSchema,
  /** What leaves or enters the seller's balance, in the balance currency. */
  amount: moneySchema,
  seller: z.object({ account_id: z.number().int(), name: z.string(), email: z.string() }),
  /** The payout's withdrawal. */
  withdrawal: z.object({ id: z.number().int(), method: withdrawalMethodSchema, payout: moneySchema }).nullable(),
  /** The credit or debit, with the reason the seller will read. */
  adjustment: z.object({ direction: z.enum(['credit', 'debit']), reason: z.string() }).nullable(),
  /** The journal that moved the money, once approved. */
  journal_id: z.number().int().nullable(),
});
export type OpsApproval = z.infer<typeof opsApprovalSchema>;

export const approvalsQuerySchema = pageQuerySchema.extend({ status: approvalStatusSchema.optional() });
export type ApprovalsQuery = z.infer<typeof approvalsQuerySchema>;

export const opsApprovalListSchema = pageInfoSchema.extend({
  approvals: z.array(opsApprovalSchema),
  /** Requests waiting for a second operator, whatever the filter (the back office's home page counts them). */
  pending: z.number().int(),
});
export type OpsApprovalList = z.infer<typeof opsApprovalListSchema>;

export const approvalRefuseBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type ApprovalRefuseBody = z.input<typeof approvalRefuseBodySchema>;

/** The amount above which a payout, credit or debit needs a second operator, in the balance currency. */
export const approvalThresholdSchema = z.object({
  threshold: moneySchema,
  /** Null while the default stands. */
  updated_at: z.string().nullable(),
  updated_by: operatorRefSchema.nullable(),
});
export type ApprovalThreshold = z.infer<typeof approvalThresholdSchema>;
export const approvalThresholdBodySchema = z.strictObject({ threshold: amountInputSchema });
export type ApprovalThresholdBody = z.input<typeof approvalThresholdBodySchema>;

/** The default threshold: 1,000.00 USD, in minor units. */
export const DEFAULT_APPROVAL_THRESHOLD_MINOR = 100_000;

const finance = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;

/** The back office's second pair of eyes: requests waiting for approval, the decision, the threshold. */
export const approvalsOpsApi = {
  /** Approval requests, the oldest first, by status; with the count of those waiting. */
  list: endpoint({
    method: 'GET',
    path: '/ops/money/approvals',
    query: approvalsQuerySchema,
    response: opsApprovalListSchema,
    ...finance,
  }),
  /**
   * Approves another operator's request: the payout or the credit/debit is done now, in one transaction, and the
   * journal names both operators (404; 409 approval_own_request, approval_not_pending, withdrawal_not_pending;
   * 422 insufficient_funds for a debit the balance no longer covers).
   */
  approve: endpoint({
    method: 'POST',
    path: '/ops/money/approvals/:id/approve',
    params: idParamsSchema,
    response: opsApprovalSchema,
    idempotent: true,
    audit: 'approval_approved',
    ...finance,
  }),
  /** Refuses a request with a reason for the operator who asked; nothing moves (409 approval_not_pending). */
  refuse: endpoint({
    method: 'POST',
    path: '/ops/money/approvals/:id/refuse',
    params: idParamsSchema,
    body: approvalRefuseBodySchema,
    response: opsApprovalSchema,
    audit: 'approval_refused',
    ...finance,
  }),
  /** The threshold now in force. */
  threshold: endpoint({
    method: 'GET',
    path: '/ops/money/approval-threshold',
    response: approvalThresholdSchema,
    ...finance,
  }),
  /** An administrator changes the threshold; requests already waiting keep waiting. */
  saveThreshold: endpoint({
    method: 'PUT',
    path: '/ops/money/approval-threshold',
    body: approvalThresholdBodySchema,
    response: approvalThresholdSchema,
    access: 'operator',
    opsRole: 'admin',
    audit: 'approval_threshold_changed',
    tags: ['ops'],
  }),
};
