import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** DejaVu has Cyrillic; pdfkit's standard fonts do not. Read once, embedded (subset) in every document. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const MARGIN = 50;

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** An A4 document in DejaVu Sans, pages kept in memory so that they can be numbered at the end. */
export function createA4(title: string, author: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: author, Creator: author },
  });
  registerFonts(doc);
  return doc;
}

/**
 * A document with no page yet, for labels and stickers: the caller adds pages of its own size (in points).
 * Pages are streamed, not buffered, so a thousand stickers do not sit in memory twice.
 */
export function createBlank(title: string, author: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: author, Creator: author },
  });
  registerFonts(doc);
  return doc;
}

/** Points per millimetre: page sizes of labels are given in millimetres. */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

function registerFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('regular').fontSize(10);
}

/** The usable width between the margins. */
export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN;

/** Label and value pairs, one per line, the label in grey. */
export function keyValues(doc: PDFKit.PDFDocument, pairs: [string, string][], x = MARGIN, width = 240): void {
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor('#555555').text(label, x, y, { width: 100 });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#000000')
      .text(value, x + 100, y, { width: width - 100 });
    doc.moveDown(0.3);
  }
}

/** A table that continues on a new page (header repeated) when it reaches the bottom margin. */
export function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][], opts: { boldLast?: boolean } = {}) {
  const bottom = () => doc.page.height - MARGIN - 30;
  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 8, align: columns[i]!.align })),
      ) + 8;
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
      doc.font(bold ? 'bold' : 'regular').fontSize(9);
    }
    const y = doc.y;
    if (shade) doc.rect(MARGIN, y, contentWidth(doc), height).fill('#f0f0f0');
    let x = MARGIN;
    doc.fillColor('#000000');
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      doc.text(cell, x + 4, y + 4, { width: col.width - 8, align: col.align ?? 'left' });
      x += col.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + contentWidth(doc), y + height)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const drawHeader = () =>
    drawRow(
      columns.map((c) => c.header),
      true,
      true,
    );
  drawHeader();
  rows.forEach((row, i) => drawRow(row, Boolean(opts.boldLast && i === rows.length - 1), false));
  doc.moveDown(1);
}

/** "Page 1 of 2" at the foot of every page. */
export function numberPages(doc: PDFKit.PDFDocument, label: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#777777')
      .text(label(i + 1, range.count), MARGIN, doc.page.height - MARGIN + 15, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Ends the document and gathers its bytes. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
