import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { holds } from '../ledger/ledger.schema.ts';

/**
 * What a domain that put money on hold through the ledger may ask of its holds later, in its own transaction:
 * shipments do before they release or replace a shipment's hold (a re-quote or a return may have resolved it).
 */
export class HoldsService {
  /** Of these holds, the ones still open. */
  async stillOpen(tx: Tx, holdIds: number[]): Promise<number[]> {
    if (holdIds.length === 0) return [];
    const rows = await tx
      .select({ id: holds.id })
      .from(holds)
      .where(and(inArray(holds.id, holdIds), eq(holds.status, 'active')));
    return rows.map((r) => r.id);
  }

  /** What a hold still keeps aside (0 once captured or released, or without a hold). */
  async keptAside(tx: Db | Tx, holdId: number | null): Promise<number> {
    if (holdId === null) return 0;
    const [row] = await tx
      .select({ amount: holds.amount, status: holds.status })
      .from(holds)
      .where(eq(holds.id, holdId));
    return row?.status === 'active' ? row.amount : 0;
  }
}
