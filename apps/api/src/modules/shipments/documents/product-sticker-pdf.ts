import type { StickerFormat } from '@cabinet/contracts/shipments';
import { drawCode128 } from '../../../platform/pdf/barcode.ts';
import { createBlank, toBuffer } from '../../../platform/pdf/document.ts';
import type { ShipmentLineRow } from '../shipment-mapper.ts';
import { textAt } from '../../../platform/pdf/text-at.ts';
import { pageSizes } from '../../../platform/pdf/page-sizes.ts';
import { layOut, type Box, type Sheet } from './sticker-layout.ts';

/**
 * A4 is a sheet of 24 labels of 70 × 37 mm (3 × 8, the common self-adhesive sheet); the label formats hold one
 * sticker a page, for label printers.
 */
export const productSheets: Record<StickerFormat, Sheet> = {
  SIZE_A4: { page: pageSizes.SIZE_A4, columns: 3, rows: 8 },
  SIZE_A5: { page: pageSizes.SIZE_A5, columns: 1, rows: 1 },
  SIZE_A6: { page: pageSizes.SIZE_A6, columns: 1, rows: 1 },
  SIZE_10X10: { page: pageSizes.SIZE_10X10, columns: 1, rows: 1 },
};

/** One unit of a product: its line, and which of the shipment's units it is. */
export interface ProductUnit {
  line: ShipmentLineRow;
  index: number;
  total: number;
}

/** Every unit of every line, in the lines' order: the US warehouse labels each unit it puts on a shelf. */
export const unitsOf = (lines: ShipmentLineRow[]): ProductUnit[] => {
  const total = lines.reduce((n, l) => n + l.quantity, 0);
  let index = 0;
  return lines.flatMap((line) => Array.from({ length: line.quantity }, () => ({ line, index: ++index, total })));
};

/** Sizes are designed on the 70 × 37 mm label and scaled to the slot. */
const DESIGN_WIDTH = 198;
const DESIGN_HEIGHT = 105;

function drawProductSticker(doc: PDFKit.PDFDocument, unit: ProductUnit, shipment: string, box: Box) {
  const k = Math.min(box.w / DESIGN_WIDTH, box.h / DESIGN_HEIGHT);
  const pad = 8 * k;
  const x = box.x + pad;
  const width = box.w - 2 * pad;
  // Centred on a slot taller than the design (a label printer's square).
  let y = box.y + pad + (box.h - DESIGN_HEIGHT * k) / 2;
  const sku = unit.line.sku.trim();
  y = textAt(doc, unit.line.name_en, x, y, { width, size: 8 * k, lines: 2 });
  drawCode128(doc, sku, { x, y: y + 2 * k, height: 34 * k, module: 1.2 * k, maxWidth: width, centre: true });
  y += 38 * k;
  y = textAt(doc, sku, x, y, { width, size: 10 * k, bold: true, align: 'center' });
  textAt(doc, `${shipment} · ${unit.index}/${unit.total}`, x, y, { width, size: 6 * k, align: 'right' });
}

/** The warehouse's product stickers of one shipment: one per unit, SKU as Code 128 and the English name. */
export async function productStickersPdf(
  units: ProductUnit[],
  shipment: string,
  format: StickerFormat,
  author: string,
): Promise<Buffer> {
  const doc = createBlank(`Product stickers ${shipment}`, author);
  layOut(doc, productSheets[format], units.length, (i, box) => drawProductSticker(doc, units[i]!, shipment, box));
  return toBuffer(doc);
}
