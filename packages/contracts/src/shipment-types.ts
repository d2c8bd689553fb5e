import { z } from 'zod';

/** §3 Shipment types. */
export const shipmentTypes = [
  'direct',
  'svh',
  'usa_domestic',
  'consolidation_usa',
  'consolidated_from_sender',
  'return_label',
  'consolidation',
  'agent_shipping',
  'client_bulk',
  'client_bulk_consolidated',
  'postcard',
] as const;
export type ShipmentType = (typeof shipmentTypes)[number];
export const shipmentTypeSchema = z.enum(shipmentTypes);

/**
 * The types a seller creates (issue 5). `svh` (customs warehouse) and `agent_shipping` (agent sales) are made by
 * operators and other features. Express is a `direct` shipment with the `express` delivery type.
 * `consolidation_usa` needs the user var ECOM_GF = 1, `consolidated_from_sender` CUSTOMER_DHL_ENABLE ≠ 0 (§6).
 */
export const creatableShipmentTypes = [
  'direct',
  'consolidation',
  'client_bulk',
  'client_bulk_consolidated',
  'postcard',
  'usa_domestic',
  'consolidation_usa',
  'consolidated_from_sender',
  'return_label',
] as const satisfies readonly ShipmentType[];
export type CreatableShipmentType = (typeof creatableShipmentTypes)[number];

/** Bulk types: one master box to the US warehouse holding several parcels, each with its own recipient. */
export const bulkShipmentTypes = ['client_bulk', 'client_bulk_consolidated'] as const satisfies readonly ShipmentType[];
export const isBulkType = (t: ShipmentType) => (bulkShipmentTypes as readonly string[]).includes(t);

/**
 * Types whose last leg (the US warehouse → the buyer) is bought later, once the box is at the US warehouse:
 * POST /shipping/rates/consolidation, then /shipping/label/consolidation (they appear in /shipments/process).
 */
export const laterLabelTypes = [
  'consolidation',
  'client_bulk_consolidated',
  'consolidated_from_sender',
] as const satisfies readonly ShipmentType[];
export const needsLaterLabel = (t: ShipmentType) => (laterLabelTypes as readonly string[]).includes(t);
