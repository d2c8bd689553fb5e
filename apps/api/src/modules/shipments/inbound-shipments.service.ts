import { eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { shipmentLines, shipments } from './shipments.schema.ts';

/**
 * What the warehouse reads of a shipment when it arrives (its inbound stock, docs/warehouse.md): the master box and
 * the SKU lines of it and its bulk parcels.
 */
export class InboundShipments {
  constructor(private readonly db: Db) {}

  async shipment(id: number, tx: Tx | Db = this.db) {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, id));
    return row;
  }

  /** The shipment row locked for the receipt (the lifecycle locks it the same way to move it). */
  async lock(tx: Tx, id: number) {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
    return row;
  }

  /** Lines of the shipment and of its bulk parcels. */
  async lines(id: number, tx: Tx | Db = this.db) {
    const parcels = tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.parent_id, id));
    return tx
      .select({ sku: shipmentLines.sku, quantity: shipmentLines.quantity })
      .from(shipmentLines)
      .where(or(eq(shipmentLines.shipment_id, id), inArray(shipmentLines.shipment_id, parcels)));
  }
}
