import { textAt } from '../../../platform/pdf/text-at.ts';
import type { NationalPostDocumentItem } from './declaration.ts';

/**
 * A party's caption, name (bold) and address lines at a place on a national-post document; `framed` draws a box
 * round it (the sticker's FROM and TO). `k` is the page's scale against 10 × 10 cm. Returns the y below it.
 */
export function partyBlock(
  doc: PDFKit.PDFDocument,
  caption: string,
  who: NationalPostDocumentItem['sender'],
  at: { x: number; y: number; width: number; size: number; k: number; lines: number; framed?: boolean },
): number {
  const { k } = at;
  const inset = at.framed ? 3 * k : 0;
  const width = at.width - 2 * inset;
  let y = textAt(doc, caption, at.x + inset, at.y + (at.framed ? 2 * k : 0), { width, size: 5.5 * k, bold: true });
  [who.name, ...who.lines, who.phone]
    .filter(Boolean)
    .slice(0, at.lines)
    .forEach((line, i) => {
      y = textAt(doc, line, at.x + inset, y, { width, size: at.size, bold: at.framed === true && i === 0 });
    });
  if (!at.framed) return y;
  doc
    .rect(at.x, at.y, at.width, y - at.y + 2 * k)
    .lineWidth(0.75)
    .strokeColor('#000000')
    .stroke();
  return y + 2 * k;
}
