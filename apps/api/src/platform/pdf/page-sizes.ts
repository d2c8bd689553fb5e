import type { StickerFormat } from '@cabinet/contracts/shipment-documents';
import { mm } from './document.ts';

/**
 * Page sizes in points: the ISO sizes as pdfkit (and the rest of our PDFs) round them, so that readers name them
 * A4/A5/A6; 10 × 10 cm exactly. pdfinfo reads them back as 595×842, 420×595, 298×420 and 283×283.
 */
export const pageSizes: Record<StickerFormat, [number, number]> = {
  SIZE_A4: [595.28, 841.89],
  SIZE_A5: [419.53, 595.28],
  SIZE_A6: [297.64, 419.53],
  SIZE_10X10: [mm(100), mm(100)],
};
