import bwipjs from 'bwip-js/node';

/**
 * Draws a Code 128 barcode of `text` as vector bars (bwip-js computes the bar/space widths; pdfkit draws them),
 * with the quiet zones a scanner needs. Returns the width drawn.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; height: number; module?: number },
): number {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  const module = at.module ?? 1.2;
  const quiet = 10 * module;
  let x = at.x + quiet;
  symbol!.sbs.forEach((width, i) => {
    // Even positions are bars, odd ones spaces.
    if (i % 2 === 0) doc.rect(x, at.y, width * module, at.height);
    x += width * module;
  });
  doc.fillColor('#000000').fill();
  return x + quiet - at.x;
}
