import { eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { LifecycleRepository, type OwnerRow } from './lifecycle.repository.ts';
import { findByLabel } from './shipment-lookup.ts';
import { ShipmentRepository } from './shipments.repository.ts';
import { shipmentLines, shipments } from './shipments.schema.ts';

/**
 * What the warehouse reads of a shipment when it arrives (its inbound stock, docs/warehouse.md): the master box and
 * the SKU lines of it and its bulk parcels.
 */
export class InboundShipments {
  private readonly shipments: ShipmentRepository;
  private readonly lifecycle: LifecycleRepository;

  constructor(private readonly db: Db) {
    this.shipments = new ShipmentRepository(db);
    this.lifecycle = new LifecycleRepository(db);
  }

  /** The top-level shipment a number on its label names: ours (the box's or a bulk parcel's), a track, the TTN. */
  async byLabel(code: string) {
    return (await findByLabel(this.shipments, code))?.row;
  }

  /** Whose shipment it is: the seller's name and e-mail. */
  async owner(accountId: number): Promise<OwnerRow> {
    const owners = await this.lifecycle.owners([accountId]);
    return owners.get(accountId) ?? { account_id: accountId, email: '', name: '' };
  }

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
