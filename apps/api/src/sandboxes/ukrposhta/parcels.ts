import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isS10 } from '../kit/s10.ts';
import { sandboxUkrposhtaShipments } from './sandbox.schema.ts';

/*
 * Finding a parcel in the sandbox, always within what the caller may see: a counterparty's own parcels, or (for the
 * operator at the counter, `counterparty: null`) any.
 */

export type ShipmentRow = typeof sandboxUkrposhtaShipments.$inferSelect;

const keyed = (key: string): SQL =>
  isS10(key) || /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(key)
    ? eq(sandboxUkrposhtaShipments.barcode, key)
    : eq(sandboxUkrposhtaShipments.uuid, key);

const within = (counterparty: string | null, match: SQL): SQL =>
  counterparty === null ? match : and(match, eq(sandboxUkrposhtaShipments.counterparty_uuid, counterparty))!;

/** The counterparty's shipment by uuid or barcode; null when it is another's or none. */
export async function findShipment(db: Db, key: string, counterparty: string): Promise<ShipmentRow | null> {
  if (key.length === 0 || key.length > 64) return null;
  const [row] = await db
    .select()
    .from(sandboxUkrposhtaShipments)
    .where(within(counterparty, keyed(key)));
  return row ?? null;
}

export type CounterOutcome = 'accepted' | 'already' | 'not_found';

/**
 * The counter clerk accepts a parcel (by barcode or uuid) of the counterparty handing it in, or any when an operator
 * stands at the counter: CREATED becomes REGISTERED, and tracking starts.
 */
export async function acceptAtCounter(
  db: Db,
  key: string,
  scope: { counterparty: string | null },
  at: Date,
): Promise<CounterOutcome> {
  if (key.length === 0 || key.length > 64) return 'not_found';
  const match = within(
    scope.counterparty,
    or(eq(sandboxUkrposhtaShipments.barcode, key), eq(sandboxUkrposhtaShipments.uuid, key))!,
  );
  const accepted = await db
    .update(sandboxUkrposhtaShipments)
    .set({ status: 'REGISTERED', accepted_at: at })
    .where(and(match, eq(sandboxUkrposhtaShipments.status, 'CREATED')))
    .returning({ uuid: sandboxUkrposhtaShipments.uuid });
  if (accepted.length > 0) return 'accepted';
  const [known] = await db
    .select({ uuid: sandboxUkrposhtaShipments.uuid })
    .from(sandboxUkrposhtaShipments)
    .where(match);
  return known ? 'already' : 'not_found';
}
