import type { Language } from '@cabinet/contracts/common';
import { fromMinor } from '@cabinet/contracts/money';
import type { BankRequisites } from '@cabinet/contracts/top-up';
import { translate } from '../../../platform/i18n/messages.ts';
import { ddmmyyyy } from '../../../platform/kyiv-date.ts';
import { drawCode128 } from '../../../platform/pdf/barcode.ts';
import { contentWidth, createA4, MARGIN, toBuffer } from '../../../platform/pdf/document.ts';
import type { TopUpRow } from './top-up.schema.ts';

/**
 * The invoice a seller pays a bank-transfer top-up by: A4, the provider's requisites, the amount, and the payment
 * reference the transfer must quote — in words and as a Code 128 barcode.
 */
export function renderTopUpInvoice(input: {
  row: TopUpRow;
  seller: string;
  requisites: BankRequisites;
  lang: Language;
}): Promise<Buffer> {
  const { row, seller, requisites, lang } = input;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, 'money', `top_up.invoice.${key}`, params);
  const doc = createA4(`${t('title')} ${row.reference}`, requisites.beneficiary);
  const width = contentWidth(doc);
  const amount = `${fromMinor(row.amount + row.fee)} ${row.currency}`;

  doc.font('bold').fontSize(18).text(t('title'));
  doc.font('regular').fontSize(11).fillColor('#444444');
  doc.text(t('number', { reference: row.reference, date: ddmmyyyy(row.created_at) }));
  doc.moveDown(1.2);

  const pair = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#555555').text(label, MARGIN, y, { width: 150 });
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(11)
      .fillColor('#000000')
      .text(value, MARGIN + 150, y, { width: width - 150 });
    doc.moveDown(0.45);
  };
  const section = (title: string) => {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(12).fillColor('#000000').text(title, MARGIN, doc.y);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.6);
  };

  section(t('payer'));
  pair(t('payer'), seller);
  pair(t('account'), String(row.account_id));

  section(t('beneficiary'));
  pair(t('beneficiary'), requisites.beneficiary);
  pair(t('iban'), requisites.iban, true);
  pair(t('bank'), requisites.bank);
  pair(t('swift'), requisites.swift);

  section(t('payment'));
  pair(t('purpose'), t('purpose_text', { reference: row.reference }));
  pair(t('amount'), amount, true);
  pair(t('reference'), row.reference, true);

  doc.moveDown(0.8);
  const top = doc.y;
  const barcodeWidth = drawCode128(doc, row.reference, { x: MARGIN, y: top, height: 60 });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(row.reference, MARGIN, top + 66, { width: barcodeWidth, align: 'center' });
  doc.moveDown(1.5);
  doc.font('regular').fontSize(10).fillColor('#333333').text(t('quote'), MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  doc.text(t('charges'), { width });

  return toBuffer(doc);
}
