/** Text drawn at a fixed place that never wraps past its lines nor spills onto a new page (labels have no margins). */
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
    .fillColor('#000000')
    .text(text, x, y, {
      width: opts.width,
      height: lineHeight * lines,
      ellipsis: true,
      align: opts.align ?? 'left',
      lineGap: 0,
    });
  return y + lineHeight * lines;
}
