import { ddmmyyyy } from '../../../platform/kyiv-date.ts';
import type { StickerFormat } from '@cabinet/contracts/shipment-documents';
import { drawCode128 } from '../../../platform/pdf/barcode.ts';
import { createBlank, toBuffer } from '../../../platform/pdf/document.ts';
import { pageSizes } from '../../../platform/pdf/page-sizes.ts';
import { textAt } from '../../../platform/pdf/text-at.ts';
import { amount, kg, type NationalPostDocumentItem } from './declaration.ts';
import { partyBlock } from './party-block.ts';

/** UPU's boxes for the nature of the item, in the order the form prints them. */
const CATEGORIES: [string, string][] = [
  ['GIFT', 'Gift'],
  ['DOCUMENTS', 'Documents'],
  ['COMMERCIAL_SAMPLE', 'Commercial sample'],
  ['RETURNED_GOODS', 'Returned goods'],
  ['SALE_OF_GOODS', 'Sale of goods'],
  ['OTHER', 'Other'],
];
const CERTIFICATE =
  'I, the undersigned, whose name and address are given on the item, certify that the particulars given in this ' +
  'declaration are correct and that this item does not contain any dangerous article or articles prohibited by ' +
  'legislation or by postal or customs regulations.';

/**
 * The customs declarations (CN22 or CN23, as each item's `form` says) of many items, one a page, in a national-post
 * label size: the item's S10 barcode that scans, the nature of the item, each line's English description, quantity,
 * net weight, value, HS code and origin, the totals, and the sender's certificate. CN23 adds both parties' addresses.
 * Drawn for 10 × 10 cm and scaled to A6 and A5 by width.
 */
export async function declarationsPdf(
  items: NationalPostDocumentItem[],
  format: StickerFormat,
  author: string,
): Promise<Buffer> {
  const doc = createBlank(
    items.length === 1 ? `Customs declaration ${items[0]!.barcode}` : 'Customs declarations',
    author,
  );
  const [width, height] = pageSizes[format];
  for (const item of items) {
    doc.addPage({ size: [width, height], margin: 0 });
    declaration(doc, item, width);
  }
  return toBuffer(doc);
}

function declaration(doc: PDFKit.PDFDocument, item: NationalPostDocumentItem, width: number) {
  const k = width / pageSizes.SIZE_10X10[0];
  const pad = 8 * k;
  const inner = width - 2 * pad;
  const cn23 = item.form === 'cn23';
  let y = pad;
  textAt(doc, `CUSTOMS DECLARATION ${cn23 ? 'CN 23' : 'CN 22'}`, pad, y, { width: inner, size: 9 * k, bold: true });
  textAt(doc, 'UKRPOSHTA · May be opened officially', pad, y + 11 * k, { width: inner, size: 6 * k });
  drawCode128(doc, item.barcode, {
    x: pad,
    y: y + 20 * k,
    height: 26 * k,
    module: 1.1 * k,
    maxWidth: inner,
    centre: true,
  });
  y = textAt(doc, item.barcode, pad, y + 47 * k, { width: inner, size: 7 * k, bold: true, align: 'center' });

  if (cn23) {
    const half = inner / 2 - 2 * k;
    partyBlock(doc, 'From', item.sender, { x: pad, y: y + 2 * k, width: half, size: 5.5 * k, k, lines: 4 });
    y = partyBlock(doc, 'To', item.recipient, {
      x: pad + half + 4 * k,
      y: y + 2 * k,
      width: half,
      size: 5.5 * k,
      k,
      lines: 4,
    });
  }

  // The nature of the item: six boxes, the chosen one crossed.
  const boxWidth = inner / 3;
  CATEGORIES.forEach(([code, label], i) => {
    const x = pad + (i % 3) * boxWidth;
    const top = y + 3 * k + Math.floor(i / 3) * 9 * k;
    doc
      .rect(x, top, 6 * k, 6 * k)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke();
    if (item.category === code) textAt(doc, 'X', x + 1 * k, top, { width: 6 * k, size: 6 * k, bold: true });
    textAt(doc, label, x + 8 * k, top, { width: boxWidth - 9 * k, size: 5.5 * k });
  });
  y += 22 * k;

  const cols = [0.46, 0.14, 0.2, 0.2].map((share) => share * inner);
  const row = (cells: string[], bold = false) => {
    let x = pad;
    cells.forEach((cell, i) => {
      textAt(doc, cell, x + 1 * k, y, {
        width: cols[i]! - 2 * k,
        size: 5.5 * k,
        bold,
        align: i === 0 ? 'left' : 'right',
      });
      x += cols[i]!;
    });
    y += 7 * k;
  };
  row(['Description · HS code · origin', 'Qty', 'Weight, kg', 'Value'], true);
  const shown = item.lines.slice(0, cn23 ? 3 : 4);
  for (const line of shown) {
    row([line.description, String(line.quantity), kg(line.weightG), amount(line.value, line.currency)]);
    row([`HS ${line.hsCode} · ${line.origin}`, '', '', '']);
  }
  if (item.lines.length > shown.length)
    row([`+ ${item.lines.length - shown.length} more lines (attached list)`, '', '', '']);
  const currency = item.lines[0]?.currency ?? 'USD';
  const total = item.lines.reduce((sum, line) => sum + line.value, 0);
  row(['Total', '', kg(item.weightG), amount(total, currency)], true);

  doc
    .font('regular')
    .fontSize(4.5 * k)
    .fillColor('#000000')
    .text(CERTIFICATE, pad, y + 1 * k, { width: inner, lineGap: 0 });
  textAt(doc, `${ddmmyyyy(item.createdAt)} · ${item.sender.name}`, pad, doc.y + 2 * k, {
    width: inner,
    size: 6 * k,
    bold: true,
  });
}
