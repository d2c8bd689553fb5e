/**
 * Text drawn at a fixed place that never wraps past its lines nor spills onto a new page (labels have no margins).
 * A line that fits is placed directly (pdfkit's line wrapper is the slow part of a thousand-sticker print); a longer
 * text goes through the wrapper, cut with an ellipsis after `lines` lines. Returns the y below the reserved lines.
 */
export function textAt(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  opts: { width: number; size: number; bold?: boolean; lines?: number; align?: 'left' | 'center' | 'right' },
): number {
  const lines = opts.lines ?? 1;
  const lineHeight = opts.size * 1.2;
  doc
    .font(opts.bold ? 'bold' : 'regular')
    .fontSize(opts.size)
    .fillColor('#000000');
  const width = text.includes('\n') ? Infinity : doc.widthOfString(text);
  if (width <= opts.width) {
    const free = opts.width - width;
    const left = opts.align === 'right' ? x + free : opts.align === 'center' ? x + free / 2 : x;
    doc.text(text, left, y, { lineBreak: false });
  } else {
    doc.text(text, x, y, {
      width: opts.width,
      height: lineHeight * lines,
      ellipsis: true,
      align: opts.align ?? 'left',
      lineGap: 0,
    });
  }
  return y + lineHeight * lines;
}
