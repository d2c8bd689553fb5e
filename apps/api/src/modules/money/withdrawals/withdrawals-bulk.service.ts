import type { BulkOutcome } from '@cabinet/contracts/withdrawals-ops';
import { AppError } from '../../../platform/errors.ts';
import { describeAudit, withAuditScope } from '../../audit/audit-context.ts';
import type { WithdrawalOpsService } from './withdrawals-ops.service.ts';

/** What became of one withdrawal of a bulk action: the refusal as its error code. */
export interface BulkItem {
  id: number;
  outcome: BulkOutcome;
  code: string | null;
}

/**
 * The desk's bulk actions (issue 23): each withdrawal is paid or rejected on its own, exactly as one press of its
 * button would — its own transaction (a savepoint of the request's), its own checks, its own letter to the seller —
 * so one that cannot be done is reported and the others still are.
 */
export class WithdrawalBulkService {
  constructor(private readonly ops: Pick<WithdrawalOpsService, 'pay' | 'reject'>) {}

  payAll(operatorId: number, ids: number[]): Promise<BulkItem[]> {
    return this.each(ids, async (id) => {
      const w = await this.ops.pay(operatorId, id);
      return w.status === 'paid' ? 'done' : 'awaiting_approval';
    });
  }

  rejectAll(operatorId: number, ids: number[], reason: string): Promise<BulkItem[]> {
    return this.each(ids, async (id) => {
      await this.ops.reject(operatorId, id, reason);
      return 'done';
    });
  }

  private async each(ids: number[], act: (id: number) => Promise<BulkOutcome>): Promise<BulkItem[]> {
    const results: BulkItem[] = [];
    for (const id of ids) {
      try {
        // What one withdrawal's action tells the audit trail stays with it: the bulk action is one event, its counts.
        results.push({ id, outcome: await withAuditScope({}, () => act(id)), code: null });
      } catch (err) {
        // A refusal of this one withdrawal; anything else (the database gone) ends the whole request.
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        results.push({ id, outcome: 'refused', code: err.code });
      }
    }
    const count = (outcome: BulkOutcome) => results.filter((r) => r.outcome === outcome).length;
    describeAudit({
      after: { done: count('done'), awaiting_approval: count('awaiting_approval'), refused: count('refused') },
    });
    return results;
  }
}
