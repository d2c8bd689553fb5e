import {
  shipmentStatusColors,
  type Shipment,
  type ShipmentEvent,
  type ShipmentLine,
  type ShipmentParty,
} from '@cabinet/contracts/shipments';
import { money } from '../money/money-format.ts';
import { volumetricGrams } from '../tariffs/tariff-math.ts';
import { shipmentNumber } from './shipment-number.ts';
import type { shipmentEvents, shipmentLines, shipments } from './shipments.schema.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentLineRow = typeof shipmentLines.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export const partyName = (p: ShipmentParty) =>
  p.variation_type === 'company' && p.company_name ? p.company_name : `${p.first_name} ${p.last_name}`.trim();

/**
 * What the list's text search scans (`search_text`): the number, both tracks, the marketplace order number and the
 * recipient's name, lower-cased. Whoever changes a track or the recipient writes it again.
 */
export function shipmentSearchText(row: {
  id: number;
  track_number: string | null;
  internal_track: string | null;
  order_number: string;
  recipient: ShipmentParty | null;
}): string {
  const recipient = row.recipient ? [partyName(row.recipient), row.recipient.company_name] : [];
  return [shipmentNumber(row.id), row.track_number, row.internal_track, row.order_number, ...recipient]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

const cm = (mm: number) => mm / 10;

/** A shipment row to the contract. `parcelsCount`: how many bulk parcels a master box holds. */
export function toShipment(row: ShipmentRow, parcelsCount = 0): Shipment {
  return {
    id: row.id,
    number: shipmentNumber(row.id),
    type: row.type,
    delivery_type: row.delivery_type,
    status: row.status,
    status_color: shipmentStatusColors[row.status],
    status_changed_at: row.status_changed_at.toISOString(),
    delivery_status: row.delivery_status,
    track_number: row.track_number,
    internal_track: row.internal_track,
    handover: row.handover,
    sender: row.sender,
    recipient: row.recipient,
    order_number: row.order_number,
    dimensions: { length_cm: cm(row.length_mm), width_cm: cm(row.width_mm), height_cm: cm(row.height_mm) },
    fact_weight_g: row.weight_g,
    dimensional_weight_g: volumetricGrams(row),
    measured: row.measured && {
      weight_g: row.measured.weight_g,
      length_cm: cm(row.measured.length_mm),
      width_cm: cm(row.measured.width_mm),
      height_cm: cm(row.measured.height_mm),
    },
    customs_value: money(row.customs_value),
    insurance: row.insurance === null ? null : money(row.insurance),
    to_hands: row.to_hands,
    tags: row.tags,
    proof_files: row.proof_files,
    content: row.content,
    price: money(row.price),
    payment_state: row.payment_state,
    amount_due: row.amount_due === null ? null : money(row.amount_due),
    pending_action: row.pending_action,
    delivery_problem: row.pending_action === 'fix_delivery' ? row.delivery_problem : null,
    parent_id: row.parent_id,
    parcels_count: parcelsCount,
    // Bulk parcels go with their master box; only a shipment nobody has touched yet may be deleted.
    can_delete: row.status === 'customer_created' && row.parent_id === null,
    created_at: row.created_at.toISOString(),
  };
}

export function toShipmentLine(row: ShipmentLineRow): ShipmentLine {
  return {
    id: row.id,
    name_ua: row.name_ua,
    name_en: row.name_en,
    quantity: row.quantity,
    unit_value: money(row.unit_value),
    hs_code: row.hs_code,
    sku: row.sku,
  };
}

export function toShipmentEvent(row: ShipmentEventRow): ShipmentEvent {
  return { id: row.id, status: row.status, note: row.note, at: row.at.toISOString() };
}

/** Why a frozen shipment stands still: the note of its latest freeze (events oldest first); null when not frozen. */
export function frozenReason(row: Pick<ShipmentRow, 'status'>, events: readonly ShipmentEventRow[]): string | null {
  if (row.status !== 'frozen') return null;
  return events.findLast((e) => e.status === 'frozen')?.note ?? '';
}
