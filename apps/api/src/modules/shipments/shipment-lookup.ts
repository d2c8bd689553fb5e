import type { ShipmentNumberKind } from '@cabinet/contracts/shipments-ops';
import type { ShipmentRow } from './shipment-mapper.ts';
import { idFromNumber } from './shipment-number.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

/** What a number read off a parcel's label names: the top-level shipment, which number it was, the bulk parcel read. */
export interface LabelMatch {
  row: ShipmentRow;
  matchedBy: ShipmentNumberKind;
  /** The bulk parcel whose number or track was read, when it led to its master box. */
  parcel: ShipmentRow | null;
}

/**
 * The shipment a scanned or typed label names (issue 23): our number as the sticker's barcode encodes it (`SC` + 8
 * digits), else a carrier's track or the TTN — any account's, in any case, spaces ignored. A bulk parcel leads to its
 * master box: the box is what a warehouse receives and moves, its parcels travel inside it.
 */
export async function findByLabel(
  shipments: Pick<ShipmentRepository, 'findById' | 'byTrack'>,
  code: string,
): Promise<LabelMatch | undefined> {
  const text = code.replace(/\s+/g, '');
  const id = idFromNumber(text);
  const found = id !== null ? await shipments.findById(id) : await shipments.byTrack(text);
  if (!found) return undefined;
  const matchedBy: ShipmentNumberKind =
    id !== null ? 'number' : found.internal_track?.toLowerCase() === text.toLowerCase() ? 'ttn' : 'track';
  if (found.parent_id === null) return { row: found, matchedBy, parcel: null };
  const master = await shipments.findById(found.parent_id);
  return master && { row: master, matchedBy, parcel: found };
}
