import { code128Widths } from './code128.ts';

/**
 * Draws a Code 128 barcode of `text` (printable ASCII) as vector bars (`code128.ts` computes the bar and space
 * widths; pdfkit draws them),
 * with the quiet zones a scanner needs. With `maxWidth`, the module (narrowest bar) shrinks so that the whole
 * symbol, quiet zones included, fits, and `centre` centres it in that width. Returns the width drawn.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; height: number; module?: number; maxWidth?: number; centre?: boolean },
): number {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, w) => sum + w, 0) + 20;
  const module = Math.min(at.module ?? 1.2, at.maxWidth ? at.maxWidth / modules : Infinity);
  const quiet = 10 * module;
  const left = at.centre && at.maxWidth ? at.x + (at.maxWidth - modules * module) / 2 : at.x;
  let x = left + quiet;
  widths.forEach((width, i) => {
    // Even positions are bars, odd ones spaces.
    if (i % 2 === 0) doc.rect(x, at.y, width * module, at.height);
    x += width * module;
  });
  doc.fillColor('#000000').fill();
  return x + quiet - left;
}
