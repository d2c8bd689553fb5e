import type { StickerFormat } from '@cabinet/contracts/shipments';
import { apiDownload } from '../../../shared/api/client.ts';

/** POST /v2/shipping/shipments/get-stickers (§7): one PDF with the stickers of the chosen shipments. */
export const downloadStickers = (shipmentIds: number[], format: StickerFormat) =>
  apiDownload('/v2/shipping/shipments/get-stickers', {
    method: 'POST',
    body: { shipment_ids: shipmentIds, print_format: format },
  });

/** GET /shipping/label/by_shipment/{id}: the carrier's label. */
export const downloadLabel = (id: number) => apiDownload(`/shipping/label/by_shipment/${id}`);

/** GET /shipping/shipment/proforma/{id}: the proforma (commercial) invoice for customs. */
export const downloadProforma = (id: number) => apiDownload(`/shipping/shipment/proforma/${id}`);

/** POST /shipping/print-warehouse-product-stickers: a sticker per product for the US warehouse. */
export const downloadWarehouseStickers = (id: number, format: StickerFormat) =>
  apiDownload('/shipping/print-warehouse-product-stickers', {
    method: 'POST',
    body: { shipment_id: id, print_format: format },
  });
