import type { ShipmentParty, StickerFormat } from '@cabinet/contracts/shipments';
import { drawCode128 } from '../../../platform/pdf/barcode.ts';
import { isCode128Text } from '../../../platform/pdf/code128.ts';
import { createBlank, toBuffer } from '../../../platform/pdf/document.ts';
import { codeLabel, documentWeight, kilograms, partyAddress, fullName, sidesCm } from './document-text.ts';
import { shipmentNumber } from '../shipment-number.ts';
import type { ShipmentRow } from '../shipment-mapper.ts';
import { textAt } from '../../../platform/pdf/text-at.ts';
import { pageSizes } from '../../../platform/pdf/page-sizes.ts';
import { layOut, type Box, type Sheet } from './sticker-layout.ts';

/** The sheets of §9's formats: A4 (the default) is cut into four A6 quarters; the label sizes hold one sticker. */
export const stickerSheets: Record<StickerFormat, Sheet> = {
  SIZE_A4: { page: pageSizes.SIZE_A4, columns: 2, rows: 2, cutLines: true },
  SIZE_A5: { page: pageSizes.SIZE_A5, columns: 1, rows: 1 },
  SIZE_A6: { page: pageSizes.SIZE_A6, columns: 1, rows: 1 },
  SIZE_10X10: { page: pageSizes.SIZE_10X10, columns: 1, rows: 1 },
};

/** The content a sticker is drawn for, in the print's order. */
export interface StickerInput {
  shipment: ShipmentRow;
  /** Where a box with no recipient of its own goes: a bulk master box travels to the US warehouse. */
  fallbackDestination: string;
}

/**
 * Sticker sizes are designed on an A6 (298 × 420 pt) and scaled to the slot; a square 10 × 10 label is shorter,
 * so the height counted for the scale is less than A6's and the spare space of A6 goes.
 */
const DESIGN_WIDTH = 298;
const DESIGN_HEIGHT = 310;

/** One sticker: what the Ukrainian warehouse scans and reads on acceptance (issue 5 "Documents", §9 numbering). */
export function drawSticker(doc: PDFKit.PDFDocument, input: StickerInput, position: [number, number], box: Box) {
  const { shipment: s } = input;
  const k = Math.min(box.w / DESIGN_WIDTH, box.h / DESIGN_HEIGHT);
  const pad = 12 * k;
  const x = box.x + pad;
  const width = box.w - 2 * pad;
  let y = box.y + pad;

  // The numbering first and large: §9 — a batch without numbers waits 3 to 7 days longer at acceptance.
  const numbering = `${position[0]}/${position[1]}`;
  const kind = [codeLabel(s.type), s.delivery_type ? codeLabel(s.delivery_type) : null].filter(Boolean).join(' · ');
  const numberingWidth = 90 * k;
  const kindWidth = width - numberingWidth;
  textAt(doc, kind, x, y + (s.parent_id ? 0 : 4 * k), { width: kindWidth, size: 8 * k });
  // A parcel travels inside its master box as far as the US warehouse.
  if (s.parent_id) textAt(doc, `in ${shipmentNumber(s.parent_id)}`, x, y + 10 * k, { width: kindWidth, size: 8 * k });
  textAt(doc, numbering, x + kindWidth, y, { width: numberingWidth, size: 16 * k, bold: true, align: 'right' });
  y += 22 * k;

  const number = shipmentNumber(s.id);
  y = textAt(doc, number, x, y, { width, size: 22 * k, bold: true, align: 'center' });
  drawCode128(doc, number, { x, y: y + 2 * k, height: 42 * k, module: 1.3 * k, maxWidth: width, centre: true });
  y += 48 * k;

  if (s.track_number) y = textAt(doc, `Track: ${s.track_number}`, x, y, { width, size: 9 * k, align: 'center' });
  // Carriers' tracks are ASCII (UPU S10); anything else stays text rather than failing the whole print.
  if (s.track_number && isCode128Text(s.track_number)) {
    drawCode128(doc, s.track_number, {
      x,
      y: y + 2 * k,
      height: 32 * k,
      module: 1.3 * k,
      maxWidth: width,
      centre: true,
    });
    y += 38 * k;
  }
  if (s.internal_track) y = textAt(doc, `TTN: ${s.internal_track}`, x, y, { width, size: 9 * k });

  y = rule(doc, x, y + 3 * k, width);
  y = party(doc, 'From', s.sender, x, y, width, k, 2);
  y = rule(doc, x, y + 3 * k, width);
  if (s.recipient) y = party(doc, 'To', s.recipient, x, y, width, k, 5);
  else y = textAt(doc, `To: ${input.fallbackDestination}`, x, y, { width, size: 9 * k, bold: true, lines: 2 });
  y = rule(doc, x, y + 3 * k, width);
  textAt(doc, `${kilograms(documentWeight(s))}   ${sidesCm(s)}`, x, y, { width, size: 9 * k });
  // Again at the foot, where it stays readable when stickers overlap on a stack of boxes.
  const foot = box.y + box.h - pad - 10 * k;
  textAt(doc, `${number} · ${position[0]} of ${position[1]}`, x, foot, { width, size: 8 * k, align: 'right' });
}

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number): number {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  return y + 3;
}

/** "From" / "To": the name in bold, then the address, up to `lines` lines in all. */
function party(
  doc: PDFKit.PDFDocument,
  label: string,
  p: ShipmentParty,
  x: number,
  y: number,
  width: number,
  k: number,
  lines: number,
): number {
  const labelWidth = 30 * k;
  textAt(doc, label, x, y, { width: labelWidth, size: 8 * k });
  let at = textAt(doc, fullName(p), x + labelWidth, y, { width: width - labelWidth, size: 10 * k, bold: true });
  const rest = lines === 2 ? [[p.city, p.country].filter(Boolean).join(', ')] : [...partyAddress(p), p.phone];
  for (const line of rest.filter(Boolean).slice(0, lines - 1)) {
    at = textAt(doc, line, x + labelWidth, at, { width: width - labelWidth, size: 9 * k });
  }
  return at;
}

/** Renders stickers for shipments in the order given; each is numbered "i/N" within this print. */
export async function stickersPdf(inputs: StickerInput[], format: StickerFormat, author: string): Promise<Buffer> {
  const doc = createBlank('Shipment stickers', author);
  layOut(doc, stickerSheets[format], inputs.length, (i, box) =>
    drawSticker(doc, inputs[i]!, [i + 1, inputs.length], box),
  );
  return toBuffer(doc);
}
