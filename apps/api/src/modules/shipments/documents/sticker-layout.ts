export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How a page is cut into sticker slots: A4 holds a grid, the label sizes hold one each. */
export interface Sheet {
  page: [number, number];
  columns: number;
  rows: number;
  /** Dashed lines between slots, for sheets cut with scissors (not for pre-cut self-adhesive label sheets). */
  cutLines?: boolean;
}

export const perPage = (sheet: Sheet) => sheet.columns * sheet.rows;

/** The slot of the `index`-th sticker on its page, left to right, top to bottom. */
export function slot(sheet: Sheet, index: number): Box {
  const [width, height] = sheet.page;
  const w = width / sheet.columns;
  const h = height / sheet.rows;
  const i = index % perPage(sheet);
  return { x: (i % sheet.columns) * w, y: Math.floor(i / sheet.columns) * h, w, h };
}

/** Dashed lines between the slots of a sheet, where the seller cuts it. */
export function drawCutLines(doc: PDFKit.PDFDocument, sheet: Sheet): void {
  const [width, height] = sheet.page;
  doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#999999');
  for (let c = 1; c < sheet.columns; c += 1) {
    const x = (width / sheet.columns) * c;
    doc.moveTo(x, 0).lineTo(x, height);
  }
  for (let r = 1; r < sheet.rows; r += 1) {
    const y = (height / sheet.rows) * r;
    doc.moveTo(0, y).lineTo(width, y);
  }
  doc.stroke().undash().restore();
}

/**
 * Puts `count` items on sheets: a new page every `perPage` items, cut lines on grid pages, then `draw` for each
 * item in its slot.
 */
export function layOut(
  doc: PDFKit.PDFDocument,
  sheet: Sheet,
  count: number,
  draw: (index: number, box: Box) => void,
): void {
  for (let i = 0; i < count; i += 1) {
    if (i % perPage(sheet) === 0) {
      doc.addPage({ size: sheet.page, margin: 0 });
      if (sheet.cutLines) drawCutLines(doc, sheet);
    }
    draw(i, slot(sheet, i));
  }
}
