import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ownedBy } from '../../../platform/db/scoped.ts';
import type { ShipmentLineRow, ShipmentRow } from '../shipment-mapper.ts';
import { shipmentLines, shipments } from '../shipments.schema.ts';

/**
 * What the documents read, beside the shipments repository: a whole print (up to 1,000 ids) in one query, the
 * parcels of its bulk master boxes in one more, and a bulk master's goods with its parcels'.
 */
export interface DocumentSource {
  /** The caller's shipments among `ids` (others' and unknown ids are simply absent). */
  ownedShipments(accountId: number, ids: readonly number[]): Promise<ShipmentRow[]>;
  /** The parcels inside these bulk master boxes, in the order they were entered. */
  parcelsOf(accountId: number, masterIds: readonly number[]): Promise<ShipmentRow[]>;
  /** The customs lines of a shipment and, for a bulk master box, of the parcels inside it; in entry order. */
  contentLines(shipmentId: number): Promise<ShipmentLineRow[]>;
}

export class DocumentsRepository implements DocumentSource {
  constructor(private readonly db: Db) {}

  ownedShipments(accountId: number, ids: readonly number[]): Promise<ShipmentRow[]> {
    return this.db
      .select()
      .from(shipments)
      .where(ownedBy(shipments, accountId, inArray(shipments.id, [...ids])));
  }

  parcelsOf(accountId: number, masterIds: readonly number[]): Promise<ShipmentRow[]> {
    return this.db
      .select()
      .from(shipments)
      .where(ownedBy(shipments, accountId, inArray(shipments.parent_id, [...masterIds])))
      .orderBy(asc(shipments.id));
  }

  async contentLines(shipmentId: number): Promise<ShipmentLineRow[]> {
    const rows = await this.db
      .select({ line: shipmentLines })
      .from(shipmentLines)
      .innerJoin(shipments, eq(shipments.id, shipmentLines.shipment_id))
      .where(or(eq(shipments.id, shipmentId), eq(shipments.parent_id, shipmentId)))
      .orderBy(asc(shipments.id), asc(shipmentLines.position));
    return rows.map((r) => r.line);
  }
}
