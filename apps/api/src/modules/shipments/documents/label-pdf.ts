import { ddmmyyyy } from '../../../platform/kyiv-date.ts';
import type { ShipmentParty } from '@cabinet/contracts/shipments';
import { drawCode128 } from '../../../platform/pdf/barcode.ts';
import { createBlank, toBuffer } from '../../../platform/pdf/document.ts';
import { codeLabel, documentWeight, kilograms, partyAddress, fullName } from './document-text.ts';
import { shipmentNumber } from '../shipment-number.ts';
import type { ShipmentRow } from '../shipment-mapper.ts';
import { textAt } from '../../../platform/pdf/text-at.ts';
import { pageSizes } from '../../../platform/pdf/page-sizes.ts';

export interface LabelInput {
  shipment: ShipmentRow & { track_number: string };
  /** The tariff zone of the route (docs/tariffs.md), printed large for the carrier's sorting. */
  zone: string;
  /** Where a box with no recipient of its own goes (a bulk master box: the US warehouse). */
  fallbackDestination: string;
  /** Marks the label as not valid for carriage while the carriers provider is the sandbox. */
  sandbox: boolean;
  printedAt: Date;
}

/** The carrier's label: 10 × 10 cm, the S10 track as the main barcode, routing zone, from, to, weight. */
export async function labelPdf(input: LabelInput, author: string): Promise<Buffer> {
  const { shipment: s } = input;
  const doc = createBlank(`Label ${s.track_number}`, author);
  const [width, height] = pageSizes.SIZE_10X10;
  doc.addPage({ size: [width, height], margin: 0 });
  const pad = 10;
  const inner = width - 2 * pad;
  let y = pad;

  if (input.sandbox) {
    doc.rect(0, 0, width, 20).fill('#000000');
    doc.font('bold').fontSize(10).fillColor('#ffffff');
    doc.text('SANDBOX · NOT FOR CARRIAGE', 0, 5, { width, height: 14, align: 'center' });
    y += 14;
  }

  // Service on the left, the zone large on the right, in a box a sorter sees from afar.
  const service = s.delivery_type ? codeLabel(s.delivery_type) : codeLabel(s.type);
  textAt(doc, service, pad, y + 2, { width: inner - 90, size: 11, bold: true });
  textAt(doc, `${ddmmyyyy(input.printedAt)} · ${shipmentNumber(s.id)}`, pad, y + 17, { width: inner - 90, size: 7 });
  doc
    .rect(width - pad - 84, y, 84, 30)
    .lineWidth(1.5)
    .strokeColor('#000000')
    .stroke();
  textAt(doc, input.zone.toUpperCase(), width - pad - 84, y + 7, { width: 84, size: 14, bold: true, align: 'center' });
  y += 36;

  y = addressBlock(doc, 'FROM', [fullName(s.sender), `${s.sender.city}, ${s.sender.country}`], pad, y, inner, 7);
  const to = s.recipient ? recipientLines(s.recipient) : [input.fallbackDestination];
  y = addressBlock(doc, 'TO', to, pad, y + 4, inner, 9);

  textAt(doc, `Weight: ${kilograms(documentWeight(s))}`, pad, y + 3, { width: inner, size: 9, bold: true });

  const barTop = height - pad - 70;
  drawCode128(doc, s.track_number, { x: pad, y: barTop, height: 56, module: 1.4, maxWidth: inner, centre: true });
  textAt(doc, s.track_number, pad, barTop + 58, { width: inner, size: 10, bold: true, align: 'center' });
  return toBuffer(doc);
}

function recipientLines(p: ShipmentParty): string[] {
  return [fullName(p), ...partyAddress(p), p.phone].filter(Boolean);
}

/** A framed block: a small caption, then its lines (the first in bold). */
function addressBlock(
  doc: PDFKit.PDFDocument,
  caption: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
  size: number,
): number {
  const top = y;
  textAt(doc, caption, x + 4, y + 3, { width: width - 8, size: 6, bold: true });
  let at = y + 11;
  lines.slice(0, 6).forEach((line, i) => {
    at = textAt(doc, line, x + 4, at, { width: width - 8, size, bold: i === 0 });
  });
  doc
    .rect(x, top, width, at - top + 3)
    .lineWidth(0.75)
    .strokeColor('#000000')
    .stroke();
  return at + 3;
}
