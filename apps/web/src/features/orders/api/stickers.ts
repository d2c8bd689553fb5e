import { shipmentDocumentsApi, type StickerFormat } from '@cabinet/contracts/shipment-documents';
import { download } from '../../../shared/api/call.ts';

/** One PDF with the stickers of the shipments a bulk run created (§7 get-stickers). */
export const downloadStickers = (shipmentIds: number[], format: StickerFormat) =>
  download(shipmentDocumentsApi.stickers, { body: { shipment_ids: shipmentIds, print_format: format } });
