import type { ShipmentStatus } from '@cabinet/contracts/shipments';
import { describeAudit, withAuditScope } from '../audit/audit-context.ts';
import type { Actor, LifecycleService } from './lifecycle.service.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import { shipmentNumber } from './shipment-number.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

/** One shipment of a bulk move: moved (`error` null), or refused with the error a single move would have raised. */
export interface BulkMoveOutcome {
  id: number;
  /** The shipment as it is now: moved, or where it stayed; null for an unknown id. */
  row: ShipmentRow | null;
  error: unknown;
}

/**
 * The desk's bulk move (issue 23: lists take bulk actions, each item still checked and reported one by one): every
 * shipment goes through the ordinary move in its own transaction, with every rule of a single move — received first,
 * not held for its delivery type, difference paid, label bought — so one refusal neither stops nor undoes the others.
 * In the order asked, one after another: a bulk master locks its parcels, and two at once could wait on each other.
 */
export class BulkMoves {
  constructor(private readonly deps: { lifecycle: LifecycleService; shipments: ShipmentRepository }) {}

  async move(ids: readonly number[], to: ShipmentStatus, actor: Actor, note = ''): Promise<BulkMoveOutcome[]> {
    const outcomes: BulkMoveOutcome[] = [];
    for (const id of ids) {
      try {
        // Each move describes itself to a scope of its own: the request's audit row is the whole batch's (below).
        const row = await withAuditScope({}, () => this.deps.lifecycle.move(id, to, actor, note));
        outcomes.push({ id, row, error: null });
      } catch (error) {
        outcomes.push({ id, row: (await this.deps.shipments.findById(id)) ?? null, error });
      }
    }
    const numbers = (moved: boolean) =>
      outcomes
        .filter((o) => (o.error === null) === moved)
        .map((o) => shipmentNumber(o.id))
        .join(', ');
    const sellers = new Set(outcomes.flatMap((o) => (o.row ? [o.row.account_id] : [])));
    describeAudit({
      accountId: sellers.size === 1 ? [...sellers][0]! : null,
      after: { to, moved: numbers(true), refused: numbers(false) },
    });
    return outcomes;
  }
}
