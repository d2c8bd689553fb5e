import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shipmentNumber } from './shipment-number.ts';
import { shipments } from './shipments.schema.ts';

/*
 * What marketplace orders need of shipments (modules/orders): the shipment made for an order (§5: one per order,
 * matched by the order number the seller's shipment carries), and word of every move a shipment makes, so that a
 * track can go back to the marketplace when the seller's chosen moment comes.
 */

export interface OrderShipment {
  id: number;
  number: string;
  status: string;
  track_number: string | null;
}

/** The seller's shipments by the order numbers they fulfil (top-level parcels and bulk parcels alike). */
export async function shipmentsForOrders(
  db: Db,
  accountId: number,
  orderNumbers: string[],
): Promise<Map<string, OrderShipment>> {
  const wanted = [...new Set(orderNumbers.filter((n) => n.length > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: shipments.id,
      order_number: shipments.order_number,
      status: shipments.status,
      track_number: shipments.track_number,
    })
    .from(shipments)
    .where(and(eq(shipments.account_id, accountId), inArray(shipments.order_number, wanted)));
  return new Map(
    rows.map((r) => [
      r.order_number,
      { id: r.id, number: shipmentNumber(r.id), status: r.status, track_number: r.track_number },
    ]),
  );
}

/** A shipment moved (committed): its seller, order number, new status and track. */
export interface ShipmentMoved {
  accountId: number;
  shipmentId: number;
  orderNumber: string;
  status: string;
  trackNumber: string | null;
  /** Its route passes through our US warehouse (consolidation, bulk…), where it is processed before the last leg. */
  viaUsWarehouse: boolean;
}

/** Listeners of shipment moves; each is told after the move's transaction committed, and its failure is logged. */
export class ShipmentMoves {
  private readonly listeners: Array<(moved: ShipmentMoved) => Promise<void>> = [];

  listen(listener: (moved: ShipmentMoved) => Promise<void>): void {
    this.listeners.push(listener);
  }

  async emit(moved: ShipmentMoved): Promise<void> {
    for (const listener of this.listeners) await listener(moved);
  }
}
