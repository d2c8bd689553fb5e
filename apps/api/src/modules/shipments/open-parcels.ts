import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DeliveryType, TariffZone } from '@cabinet/contracts/tariffs';
import type { Db } from '../../platform/db/client.ts';
import { zoneOf } from '../tariffs/zones.ts';
import { mainLegOf } from './requote.ts';
import { shipments } from './shipments.schema.ts';

/**
 * How many shipments of a delivery type travel in a zone and have not left yet (their price is held or partly due,
 * not charged): what a tariff preview says keeps its paid price. Top-level shipments only (a bulk box counts once).
 */
export function openParcelCounter(db: Db) {
  return async (type: DeliveryType, zone: TariffZone): Promise<number> => {
    const rows = await db
      .select({ type: shipments.type, delivery_type: shipments.delivery_type, recipient: shipments.recipient })
      .from(shipments)
      .where(
        and(
          eq(shipments.delivery_type, type),
          inArray(shipments.payment_state, ['held', 'due']),
          isNull(shipments.parent_id),
        ),
      );
    return rows.filter((row) => {
      const leg = mainLegOf(row);
      return leg !== null && zoneOf(leg.from_country, leg.to_country) === zone;
    }).length;
  };
}
