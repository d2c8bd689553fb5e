import type { StickerFormat } from '@cabinet/contracts/shipment-documents';
import { drawCode128 } from '../../../platform/pdf/barcode.ts';
import { createBlank, toBuffer } from '../../../platform/pdf/document.ts';
import { pageSizes } from '../../../platform/pdf/page-sizes.ts';
import { textAt } from '../../../platform/pdf/text-at.ts';
import { kg, type NationalPostDocumentItem } from './declaration.ts';
import { partyBlock } from './party-block.ts';

/**
 * The national-post address sticker, one item a page, in 10 × 10 cm, A6 or A5 (§9): the package type, the sender,
 * the recipient large, the weight, and the item's S10 barcode big enough for a counter scanner.
 */
export async function nationalStickersPdf(
  items: NationalPostDocumentItem[],
  format: StickerFormat,
  author: string,
): Promise<Buffer> {
  const doc = createBlank(items.length === 1 ? `Sticker ${items[0]!.barcode}` : 'Stickers', author);
  const [width, height] = pageSizes[format];
  for (const item of items) {
    doc.addPage({ size: [width, height], margin: 0 });
    const k = width / pageSizes.SIZE_10X10[0];
    const pad = 10 * k;
    const inner = width - 2 * pad;
    let y = pad;
    textAt(doc, 'UKRPOSHTA', pad, y, { width: inner / 2, size: 12 * k, bold: true });
    textAt(doc, `${item.packageType} · ${item.form.toUpperCase()}`, pad + inner / 2, y + 2 * k, {
      width: inner / 2,
      size: 8 * k,
      bold: true,
      align: 'right',
    });
    y += 18 * k;
    y = partyBlock(doc, 'FROM', item.sender, { x: pad, y, width: inner, size: 6.5 * k, k, lines: 5, framed: true });
    y = partyBlock(doc, 'TO', item.recipient, {
      x: pad,
      y: y + 4 * k,
      width: inner,
      size: 8.5 * k,
      k,
      lines: 5,
      framed: true,
    });
    textAt(doc, `Weight: ${kg(item.weightG)} kg`, pad, y + 3 * k, { width: inner, size: 8 * k, bold: true });
    const barTop = height - pad - 62 * k;
    drawCode128(doc, item.barcode, {
      x: pad,
      y: barTop,
      height: 48 * k,
      module: 1.4 * k,
      maxWidth: inner,
      centre: true,
    });
    textAt(doc, item.barcode, pad, barTop + 50 * k, { width: inner, size: 10 * k, bold: true, align: 'center' });
  }
  return toBuffer(doc);
}
