import type { Language } from '@cabinet/contracts/common';
import type { SummaryReport } from '@cabinet/contracts/reports';
import { translate } from '../../../platform/i18n/messages.ts';
import { moneyText } from '../invoices/invoice-pdf.ts';
import { displayDate } from '../invoices/invoice-view.ts';
import {
  contentWidth,
  createA4,
  keyValues,
  MARGIN,
  numberPages,
  table,
  toBuffer,
} from '../../../platform/pdf/document.ts';

/** /account/summary-report as an A4 page: the period's balances and totals, then the totals per operation. */
export async function summaryPdf(
  report: SummaryReport,
  ctx: { accountId: number; author: string; generatedAt: Date },
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, 'money', key, params);
  const doc = createA4(t('report.summary_title'), ctx.author);
  const width = contentWidth(doc);
  const period = `${displayDate(report.date_from)} – ${displayDate(report.date_to)}`;

  doc.font('bold').fontSize(16).text(ctx.author);
  doc.moveDown(1);
  doc.font('bold').fontSize(18).text(t('report.summary_title'));
  doc.moveDown(0.5);
  keyValues(doc, [
    [t('report.period'), period],
    [t('pdf.account'), String(ctx.accountId)],
    [t('report.generated'), displayDate(ctx.generatedAt.toISOString())],
  ]);
  doc.moveDown(1);

  const half = width / 2;
  table(
    doc,
    [
      { header: t('report.period'), width: half },
      { header: period, width: half, align: 'right' },
    ],
    [
      [t('report.opening_balance'), moneyText(report.opening_balance)],
      [t('report.incoming'), moneyText(report.incoming)],
      [t('report.outgoing'), moneyText(report.outgoing)],
      [t('report.fees'), moneyText(report.fees)],
      [t('report.net'), moneyText(report.net)],
      [t('report.closing_balance'), moneyText(report.closing_balance)],
    ],
    { boldLast: true },
  );
  doc.font('regular').fontSize(8).fillColor('#555555').text(t('report.balance_note'), MARGIN, doc.y, { width });
  doc.fillColor('#000000').moveDown(1.5);

  if (report.by_kind.length > 0) {
    doc.font('bold').fontSize(12).text(t('report.by_kind'), MARGIN, doc.y, { width });
    doc.moveDown(0.5);
    table(
      doc,
      [
        { header: t('csv.kind'), width: width - 60 - 2 * 110 },
        { header: t('report.count'), width: 60, align: 'right' },
        { header: t('report.incoming'), width: 110, align: 'right' },
        { header: t('report.outgoing'), width: 110, align: 'right' },
      ],
      report.by_kind.map((k) => [t(`kind.${k.kind}`), String(k.count), moneyText(k.incoming), moneyText(k.outgoing)]),
    );
  }

  numberPages(doc, (page, pages) => t('pdf.page', { page, pages }));
  return toBuffer(doc);
}
