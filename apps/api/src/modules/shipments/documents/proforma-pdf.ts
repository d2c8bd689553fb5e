import { ddmmyyyy } from '../../../platform/kyiv-date.ts';
import type { ShipmentParty } from '@cabinet/contracts/shipments';
import { contentWidth, createA4, MARGIN, numberPages, table, toBuffer } from '../../../platform/pdf/document.ts';
import { codeLabel, documentWeight, kilograms, partyAddress, fullName, usd } from './document-text.ts';
import { shipmentNumber } from '../shipment-number.ts';
import type { ShipmentLineRow, ShipmentRow } from '../shipment-mapper.ts';

export interface ProformaInput {
  shipment: ShipmentRow;
  lines: ShipmentLineRow[];
  /** Who receives a box with no recipient of its own (a bulk master box: the US warehouse). */
  fallbackBuyer: string;
}

/**
 * Customs read this document at both borders, so every caption is in English and Ukrainian whatever the seller's
 * language; the goods are named in both languages (§5).
 */
const REASONS: Record<string, string> = {
  gift: 'Gift / Подарунок',
  commercial_sample: 'Commercial sample / Комерційний зразок',
  return_label: 'Return of goods / Повернення товару',
};
const reasonForExport = (s: ShipmentRow) =>
  REASONS[s.type] ?? REASONS[s.delivery_type ?? ''] ?? 'Sale of goods / Продаж товарів';

/** The A4 proforma (commercial) invoice of a shipment: parties, goods, totals, origin, declaration, signature. */
export async function proformaPdf(input: ProformaInput, author: string): Promise<Buffer> {
  const { shipment: s, lines } = input;
  const number = shipmentNumber(s.id);
  const doc = createA4(`Proforma invoice ${number}`, author);
  const width = contentWidth(doc);

  doc.font('bold').fontSize(16).text('PROFORMA INVOICE / ПРОФОРМА-ІНВОЙС', { width });
  doc.font('regular').fontSize(9).fillColor('#555555').text('Commercial invoice / Комерційний рахунок-фактура');
  doc.fillColor('#000000').moveDown(1);

  pairs(doc, [
    ['Invoice No / Номер', number],
    ['Date / Дата', ddmmyyyy(s.created_at)],
    ...(s.track_number ? ([['Track / Трек', s.track_number]] as [string, string][]) : []),
    [
      'Shipment / Відправлення',
      [codeLabel(s.type), s.delivery_type ? codeLabel(s.delivery_type) : null].filter(Boolean).join(' · '),
    ],
    ['Reason for export / Мета експорту', reasonForExport(s)],
    ['Country of origin / Країна походження', 'Ukraine (UA) / Україна'],
    ['Currency / Валюта', 'USD'],
  ]);
  doc.moveDown(0.8);

  const top = doc.y;
  partyBlock(doc, 'Seller (sender) / Продавець (відправник)', partyLines(s.sender), MARGIN, top, width / 2 - 10);
  const leftBottom = doc.y;
  const buyer = s.recipient ? partyLines(s.recipient) : [input.fallbackBuyer];
  partyBlock(doc, 'Buyer (recipient) / Покупець (отримувач)', buyer, MARGIN + width / 2, top, width / 2);
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 15;

  const totalQuantity = lines.reduce((n, l) => n + l.quantity, 0);
  const totalValue = lines.reduce((n, l) => n + l.quantity * l.unit_value, 0);
  const fixed = 25 + 70 + 45 + 80 + 85;
  table(
    doc,
    [
      { header: '#', width: 25 },
      { header: 'Description / Опис', width: width - fixed },
      { header: 'HS code / Код УКТЗЕД', width: 70 },
      { header: 'Qty / К-сть', width: 45, align: 'right' },
      { header: 'Unit value / Ціна', width: 80, align: 'right' },
      { header: 'Total / Сума', width: 85, align: 'right' },
    ],
    [
      ...lines.map((l, i) => [
        String(i + 1),
        `${l.name_en}\n${l.name_ua}`,
        l.hs_code,
        String(l.quantity),
        usd(l.unit_value),
        usd(l.quantity * l.unit_value),
      ]),
      ['', 'Total / Разом', '', String(totalQuantity), '', usd(totalValue)],
    ],
    { boldLast: true },
  );

  pairs(doc, [
    ['Pieces / Місць', '1'],
    ['Gross weight / Вага брутто', kilograms(documentWeight(s))],
  ]);
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(9)
    .text(
      'I declare that the information above is true and correct and that the goods originate in Ukraine. / ' +
        'Засвідчую, що наведені відомості правдиві й точні, а товари походять з України.',
      MARGIN,
      doc.y,
      { width },
    );
  signatureLine(doc, fullName(s.sender), width);

  numberPages(doc, (page, pages) => `Page ${page} of ${pages} / Сторінка ${page} з ${pages}`);
  return toBuffer(doc);
}

/** Caption and value rows; a row is as tall as the taller of the two. */
function pairs(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  const labelWidth = 190;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(label, MARGIN, y, { width: labelWidth - 10 });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#000000')
      .text(value, MARGIN + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  doc.x = MARGIN;
}

function partyLines(p: ShipmentParty): string[] {
  return [fullName(p), ...partyAddress(p), p.phone, p.email].filter(Boolean);
}

function partyBlock(doc: PDFKit.PDFDocument, caption: string, lines: string[], x: number, y: number, width: number) {
  doc.font('bold').fontSize(9).fillColor('#555555').text(caption, x, y, { width });
  doc.fillColor('#000000').moveDown(0.2);
  lines.forEach((line, i) =>
    doc
      .font(i === 0 ? 'bold' : 'regular')
      .fontSize(10)
      .text(line, x, doc.y, { width }),
  );
}

/** Signature, date and the signer's printed name, kept together on one page. */
function signatureLine(doc: PDFKit.PDFDocument, signer: string, width: number) {
  if (doc.y + 70 > doc.page.height - MARGIN - 30) doc.addPage();
  const y = doc.y + 35;
  doc.lineWidth(0.75).strokeColor('#000000');
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 200, y)
    .stroke();
  doc
    .moveTo(MARGIN + 260, y)
    .lineTo(MARGIN + 380, y)
    .stroke();
  doc.font('regular').fontSize(8).fillColor('#555555');
  doc.text('Signature / Підпис', MARGIN, y + 4, { width: 200 });
  doc.text('Date / Дата', MARGIN + 260, y + 4, { width: 120 });
  doc
    .fillColor('#000000')
    .fontSize(10)
    .text(signer, MARGIN, y + 18, { width });
}
