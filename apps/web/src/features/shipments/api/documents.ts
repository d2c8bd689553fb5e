import { shipmentDocumentsApi, type StickerFormat } from '@cabinet/contracts/shipments';
import { download } from '../../../shared/api/call.ts';

/** One PDF with the stickers of the chosen shipments (§7). */
export const downloadStickers = (shipmentIds: number[], format: StickerFormat) =>
  download(shipmentDocumentsApi.stickers, { body: { shipment_ids: shipmentIds, print_format: format } });

/** The carrier's label. */
export const downloadLabel = (id: number) => download(shipmentDocumentsApi.label, { params: { id } });

/** The proforma (commercial) invoice for customs. */
export const downloadProforma = (id: number) => download(shipmentDocumentsApi.proforma, { params: { id } });

/** A sticker per product for the US warehouse. */
export const downloadWarehouseStickers = (id: number, format: StickerFormat) =>
  download(shipmentDocumentsApi.productStickers, { body: { shipment_id: id, print_format: format } });
