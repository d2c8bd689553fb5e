import type { Language } from '@cabinet/contracts/common';
import type { Money } from '@cabinet/contracts/money';
import type { Invoice } from '@cabinet/contracts/invoices';
import { translate } from '../../../platform/i18n/messages.ts';
import { displayDate } from './invoice-view.ts';
import {
  contentWidth,
  createA4,
  keyValues,
  MARGIN,
  numberPages,
  table,
  toBuffer,
} from '../../../platform/pdf/document.ts';

/** Who issues the invoices: the provider, as printed at the top of every invoice. */
export interface Supplier {
  name: string;
  address: string;
}

export interface Payer {
  accountId: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
}

// COPY.md writes hryvnias "грн".
const SIGNS: Record<string, string> = { USD: '$', GBP: '£', EUR: '€', UAH: 'грн' };

/** "$1,234.50" (sign first) or "1,234.50 €": the amount of the wire, digits grouped, never through a float. */
export function moneyText(m: Money): string {
  const negative = m.amount.startsWith('-');
  const [units = '0', cents = '00'] = m.amount.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = SIGNS[m.currency] ?? m.currency;
  const body = m.currency_sign_pre ? `${sign}${grouped}.${cents}` : `${grouped}.${cents} ${sign}`;
  return negative ? `−${body}` : body;
}

/** An A4 invoice in the reader's language: supplier, payer, lines, total, status. */
export async function invoicePdf(invoice: Invoice, payer: Payer, supplier: Supplier, lang: Language): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, 'money', key, params);
  const doc = createA4(`${t('pdf.invoice')} ${invoice.number}`, supplier.name);
  const width = contentWidth(doc);

  doc.font('bold').fontSize(16).text(supplier.name);
  doc.font('regular').fontSize(9).fillColor('#555555').text(supplier.address).fillColor('#000000');
  doc.moveDown(1.5);
  doc
    .font('bold')
    .fontSize(18)
    .text(`${t('pdf.invoice')} ${invoice.number}`);
  doc.moveDown(0.5);

  const top = doc.y;
  keyValues(doc, [
    [t('pdf.issued'), displayDate(invoice.created_at)],
    [t('pdf.due'), displayDate(invoice.due_date)],
    [t('pdf.status'), t(`invoice_status.${invoice.status}`)],
    ...(invoice.paid_at ? ([[t('pdf.paid_at'), displayDate(invoice.paid_at)]] as [string, string][]) : []),
  ]);
  const leftBottom = doc.y;
  doc.y = top;
  const payerName = [`${payer.first_name} ${payer.last_name}`.trim(), payer.company_name].filter(Boolean).join(', ');
  keyValues(
    doc,
    [
      [t('pdf.supplier'), supplier.name],
      [t('pdf.bill_to'), payerName || payer.email],
      ['E-mail', payer.email],
      [t('pdf.account'), String(payer.accountId)],
    ],
    MARGIN + width / 2,
    width / 2,
  );
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 15;

  doc.font('bold').fontSize(12).text(invoice.title, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  table(
    doc,
    [
      { header: t('pdf.line_no'), width: 30 },
      { header: t('pdf.description'), width: width - 30 - 50 - 90 - 100 },
      { header: t('pdf.quantity'), width: 50, align: 'right' },
      { header: t('pdf.unit_price'), width: 90, align: 'right' },
      { header: t('pdf.amount'), width: 100, align: 'right' },
    ],
    [
      ...invoice.lines.map((l, i) => [
        String(i + 1),
        l.description,
        String(l.quantity),
        moneyText(l.unit_price),
        moneyText(l.amount),
      ]),
      ['', t('pdf.total'), '', '', moneyText(invoice.total)],
    ],
    { boldLast: true },
  );
  if (invoice.status === 'unpaid') doc.font('regular').fontSize(9).text(t('pdf.pay_note'), MARGIN, doc.y, { width });

  numberPages(doc, (page, pages) => t('pdf.page', { page, pages }));
  return toBuffer(doc);
}
