import type { SetTrackPackage, TrackPackage, TrackPackageProblem } from '@cabinet/contracts/order-tracks';
import type { OrderRow } from './orders.schema.ts';

/*
 * An order's parcels (docs/orders.md "Tracks"): each track number with the lines and quantities in that parcel, and
 * when the marketplace took it. Kept on the order so that a parcel sent is never sent again.
 */

const everyLine = (order: OrderRow) =>
  order.lines.filter((l) => l.quantity > 0).map((l) => ({ external_id: l.external_id, quantity: l.quantity }));

/**
 * The order's parcels. A track set before parcels were kept has none stored: its first number is read as holding
 * every line (then every number was sent with every line), the others as holding nothing more.
 */
export function parcelsOf(order: OrderRow): TrackPackage[] {
  if (order.track_packages.length > 0 || order.track_numbers.length === 0) return order.track_packages;
  const sentAt = order.track_state === 'sent' ? (order.track_sent_at?.toISOString() ?? null) : null;
  return order.track_numbers.map((number, index) => ({
    track_number: number,
    lines: index === 0 ? everyLine(order) : [],
    sent_at: sentAt,
  }));
}

/** The one parcel of an automatic send (Etsy's mode): the shipment's track, with every line. */
export const wholeOrderParcel = (order: OrderRow, trackNumber: string): TrackPackage => ({
  track_number: trackNumber,
  lines: everyLine(order),
  sent_at: null,
});

const linesKey = (lines: SetTrackPackage['lines']) =>
  lines
    .map((l) => `${l.external_id}\u0000${l.quantity}`)
    .sort()
    .join('\u0001');

/**
 * The parcels to send for what the seller gave: one the marketplace already took (the same number and lines, with the
 * same carrier) keeps its time and is not sent again, as when a set_track is repeated after a partial failure.
 */
export function parcelsToSend(order: OrderRow, wanted: SetTrackPackage[], carrier: string): TrackPackage[] {
  const taken = order.track_carrier === carrier ? parcelsOf(order).filter((p) => p.sent_at) : [];
  return wanted.map((parcel) => ({
    track_number: parcel.track_number,
    lines: parcel.lines.map((l) => ({ external_id: l.external_id, quantity: l.quantity })),
    sent_at:
      taken.find((p) => p.track_number === parcel.track_number && linesKey(p.lines) === linesKey(parcel.lines))
        ?.sent_at ?? null,
  }));
}

/** The contract's problems as the API's field errors (each code once per field). */
export function problemErrors(problems: TrackPackageProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { field, code } of problems) {
    const codes = (errors[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return errors;
}
