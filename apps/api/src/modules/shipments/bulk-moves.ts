import type { ShipmentStatus } from '@cabinet/contracts/shipments';
import type { Actor, LifecycleService } from './lifecycle.service.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
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
        outcomes.push({ id, row: await this.deps.lifecycle.move(id, to, actor, note), error: null });
      } catch (error) {
        outcomes.push({ id, row: (await this.deps.shipments.findById(id)) ?? null, error });
      }
    }
    return outcomes;
  }
}
